import { afterAll, beforeAll } from 'vitest';
import { type TestApp, type TestAppOptions, useTestApp } from './build-app.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

/**
 * The real app with the Stripe adapter, its real `stripe` client pointed at a fake Stripe on
 * this machine (see fake-stripe.ts). The fake starts first, so the app is built with its URL.
 */
export function useStripeTestApp(options: TestAppOptions = {}): { t: TestApp; stripe: FakeStripe } {
  const env: Record<string, string> = { ...options.env };
  const handle = {} as { stripe: FakeStripe };
  beforeAll(async () => {
    handle.stripe = await startFakeStripe();
    Object.assign(env, {
      STRIPE_SECRET_KEY: handle.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: handle.stripe.webhookSecret,
      STRIPE_API_URL: handle.stripe.url,
    });
  });
  afterAll(async () => {
    await handle.stripe?.close();
  });
  const t = useTestApp({ ...options, env });
  return {
    t,
    get stripe() {
      return handle.stripe;
    },
  };
}
