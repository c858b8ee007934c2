import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/build-app.ts';

const t = useTestApp();

describe('payment provider selection', () => {
  it('uses the local provider when STRIPE_SECRET_KEY is unset', () => {
    expect(t.config.stripeSecretKey).toBeUndefined();
    expect(t.app.propre.payments.provider.kind).toBe('local');
  });

  it('refuses a Stripe key without the webhook signing secret, since no payment could then be confirmed', async () => {
    await expect(createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_123' } })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    );
  });
});
