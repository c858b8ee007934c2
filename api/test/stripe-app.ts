import { afterAll, beforeAll } from 'vitest';
import { query } from '../src/db/sql.ts';
import { type TestApp, type TestAppOptions, useTestApp } from './build-app.ts';
import { type FakeEvent, type FakeStripe, startFakeStripe, stripeSignature } from './fake-stripe.ts';

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

export interface DeliveredEvent {
  id: string;
  type: string;
  statusCode: number;
  /** What the handler recorded (`applied`, `already_paid`, `ignored`…), or `duplicate`. */
  outcome: string;
}

/**
 * Stripe's deliveries, under the test's control: every event the fake Stripe produced since
 * the last call is POSTed to the webhook endpoint in order, signed with the endpoint's secret
 * as Stripe signs it, and checked against the contract like any other response.
 */
export function stripeWebhooks(t: TestApp, fake: () => FakeStripe) {
  let delivered = 0;
  return {
    async deliver(): Promise<DeliveredEvent[]> {
      const stripe = fake();
      const out: DeliveredEvent[] = [];
      while (delivered < stripe.events.length) {
        const event = stripe.events[delivered] as FakeEvent;
        delivered += 1;
        out.push(await post(t, stripe, event));
      }
      return out;
    },
    /** Every event delivered again, as Stripe does when it did not see our 2xx. */
    async replayAll(): Promise<DeliveredEvent[]> {
      const stripe = fake();
      const out: DeliveredEvent[] = [];
      for (const event of stripe.events.slice(0, delivered)) out.push(await post(t, stripe, event));
      return out;
    },
  };
}

async function post(t: TestApp, stripe: FakeStripe, event: FakeEvent): Promise<DeliveredEvent> {
  const payload = JSON.stringify(event);
  const res = await t.request({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, stripe.webhookSecret) },
    payload,
  });
  let outcome = res.json().duplicate ? 'duplicate' : 'unknown';
  if (res.statusCode === 200 && outcome !== 'duplicate') {
    const [row] = await query<{ outcome: string }>(
      t.app.propre.db.orm.em.fork(),
      'select outcome from payment_webhook_event where id = $1',
      [event.id],
    );
    outcome = row?.outcome ?? 'missing';
  }
  return { id: event.id, type: event.type, statusCode: res.statusCode, outcome };
}
