import type { MikroORM } from '@mikro-orm/postgresql';
import { createLocalPaymentProvider } from './local/local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type { ChargeInput, PaymentProvider, PaymentResult, RefundReason, RefundResult } from './payment-provider.ts';

export interface CreatePaymentProviderOptions {
  /** STRIPE_SECRET_KEY: Stripe when set; otherwise the local provider. */
  stripeSecretKey?: string | undefined;
  orm: MikroORM;
  publicUrl: string;
}

export function createPaymentProvider({ stripeSecretKey, orm, publicUrl }: CreatePaymentProviderOptions): PaymentProvider {
  // Refusing to start beats taking bookings with pretend payments on an install that asked for real ones.
  if (stripeSecretKey) {
    throw new Error('STRIPE_SECRET_KEY is set, but this version has no Stripe adapter yet: unset it to use the local provider.');
  }
  return createLocalPaymentProvider({ orm, publicUrl });
}
