import type { MikroORM } from '@mikro-orm/postgresql';
import { createLocalPaymentProvider } from './local/local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe/stripe-provider.ts';

export type { ChargeInput, PaymentProvider, PaymentResult, RefundReason, RefundResult } from './payment-provider.ts';

export interface CreatePaymentProviderOptions {
  /** STRIPE_SECRET_KEY: Stripe when set; otherwise the local provider. */
  stripeSecretKey?: string | undefined;
  /** STRIPE_API_URL: another Stripe API origin (a local server in tests). */
  stripeApiUrl?: string | undefined;
  orm: MikroORM;
  publicUrl: string;
}

export function createPaymentProvider({
  stripeSecretKey,
  stripeApiUrl,
  orm,
  publicUrl,
}: CreatePaymentProviderOptions): PaymentProvider {
  if (stripeSecretKey) return createStripePaymentProvider({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl, orm, publicUrl });
  return createLocalPaymentProvider({ orm, publicUrl });
}
