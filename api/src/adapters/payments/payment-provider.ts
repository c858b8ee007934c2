/**
 * The payment provider behind the booking lifecycle. Two implementations: the local provider
 * (the embedded default; follows Stripe's objects and emits webhook-shaped events) and the
 * Stripe adapter (payments issue). Amounts are integer cents of CAD.
 *
 * Bookings call this interface only; payments code never changes booking rows directly.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** The provider's customer for a user, created on first use (idempotent per user). */
  ensureCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /**
   * Charges now with a payment method the client's browser obtained (Stripe `pm_…`), saving
   * it for later off-session charges (`setup_future_usage=off_session`).
   */
  chargeAndSaveCard(input: ChargeInput & { paymentMethodId: string }): Promise<PaymentResult>;
  /** Charges a saved payment method without the client present (the balance after service). */
  chargeOffSession(input: ChargeInput & { paymentMethodId: string }): Promise<PaymentResult>;
  /** Full refund when amountCents is omitted. */
  refund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
    reason: RefundReason;
  }): Promise<RefundResult>;
}

export interface ChargeInput {
  customerId: string;
  amountCents: number;
  /** Derived from the operation, e.g. `bkg_…:deposit`; the same key never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type PaymentResult =
  | { status: 'succeeded'; paymentIntentId: string; paymentMethodId: string; amountCents: number }
  /** The bank asks the client to authenticate: the client must pay through `nextActionUrl`. */
  | { status: 'requires_action'; paymentIntentId: string; nextActionUrl: string }
  | { status: 'failed'; paymentIntentId: string | null; code: string; message: string };

export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';

export type RefundResult =
  | { status: 'succeeded'; refundId: string; amountCents: number }
  | { status: 'failed'; code: string; message: string };
