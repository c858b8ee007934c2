import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { useStripeTestApp } from '../../../test/stripe-app.ts';

const url = '/api/payments/config';

describe('payments.getPaymentConfig with the local provider (the default)', () => {
  const t = useTestApp();

  it('tells anyone, signed out too, that cards go through the local provider, with no key', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ provider: 'local' });
  });
});

describe('payments.getPaymentConfig with Stripe', () => {
  const { t } = useStripeTestApp({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_51PropreWidgets' } });

  it('hands browsers the publishable key that Stripe.js needs, never the secret one', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_51PropreWidgets' });
    expect(res.body).not.toContain('sk_');
  });
});
