import type { MikroORM } from '@mikro-orm/postgresql';
import type { WritesDeferred } from '../../plugins/db/deferred-statements.ts';
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
  /** The database's write deferral, for the local provider's flushes. */
  writesDeferred?: WritesDeferred | undefined;
}

export function createPaymentProvider({
  stripeSecretKey,
  stripeApiUrl,
  orm,
  publicUrl,
  writesDeferred,
}: CreatePaymentProviderOptions): PaymentProvider {
  if (stripeSecretKey) return createStripePaymentProvider({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl, orm, publicUrl });
  return createLocalPaymentProvider({ orm, publicUrl, writesDeferred });
}
