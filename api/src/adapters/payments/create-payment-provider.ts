import type { MikroORM } from '@mikro-orm/postgresql';
import { createLocalPaymentProvider } from './local/local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type { ChargeInput, PaymentProvider, PaymentResult, RefundReason, RefundResult } from './payment-provider.ts';

export interface CreatePaymentProviderOptions {
  /** STRIPE_SECRET_KEY: Stripe when set; otherwise the local provider. */
  stripeSecretKey?: string | undefined;
  /** STRIPE_API_URL: another Stripe API origin (a local server in tests). */
  stripeApiUrl?: string | undefined;
  orm: MikroORM;
  publicUrl: string;
}

/**
 * The Stripe adapter, and the `stripe` package with it, load only when a key is set: the default
 * (local) start does not pay for them — a second `./script/start` has 3 s to be ready.
 */
export async function createPaymentProvider({
  stripeSecretKey,
  stripeApiUrl,
  orm,
  publicUrl,
}: CreatePaymentProviderOptions): Promise<PaymentProvider> {
  if (stripeSecretKey) {
    const { createStripePaymentProvider } = await import('./stripe/stripe-provider.ts');
    return createStripePaymentProvider({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl, orm, publicUrl });
  }
  return createLocalPaymentProvider({ orm, publicUrl });
}
