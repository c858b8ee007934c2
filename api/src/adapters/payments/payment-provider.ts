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
  /** A payment intent as the provider holds it now (pay-now page, reconciliation), or null. */
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentView | null>;
  /** Every payment intent created since `since`, for reconciliation (newest first). */
  listPaymentIntents(since: Date): Promise<PaymentIntentView[]>;

  // Stripe Connect: cleaners are paid through connected accounts (separate charges and transfers).

  /** Creates a cleaner's connected account (Express, Canada); the key makes a retry return the same one. */
  createConnectedAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<ConnectedAccount>;
  /** A one-time onboarding link; the provider sends the cleaner back to returnUrl, or refreshUrl when it expired. */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /** Moves money from the platform's balance to a connected account. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<TransferResult>;
  /** Pays a connected account's balance out to the cleaner's bank: standard, or instant (same day). */
  payout(input: {
    accountId: string;
    amountCents: number;
    method: 'standard' | 'instant';
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PayoutResult>;
}

export interface PaymentIntentView {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  amountCents: number;
  amountRefundedCents: number;
  customerId: string | null;
  /** For Stripe.js on the pay-now page (`stripe.confirmCardPayment`); null for the local provider. */
  clientSecret: string | null;
  /** Where the client answers the bank, when the intent waits for authentication. */
  nextActionUrl: string | null;
  metadata: Record<string, string>;
  created: Date;
}

export interface ConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: {
    currentlyDue: string[];
    pastDue: string[];
    eventuallyDue: string[];
    pendingVerification: string[];
    disabledReason: string | null;
  };
}

export type TransferResult = { status: 'succeeded'; transferId: string } | { status: 'failed'; code: string; message: string };

export type PayoutResult =
  | { status: 'pending' | 'in_transit' | 'paid'; payoutId: string; arrivalDate: Date | null }
  | { status: 'failed'; payoutId: string | null; code: string; message: string };

export interface ChargeInput {
  customerId: string;
  amountCents: number;
  /** Derived from the operation, e.g. `bkg_…:deposit`; the same key never charges twice. */
  idempotencyKey: string;
  /**
   * The key names something the caller is creating in this same transaction (a new booking's
   * deposit), so no earlier request can have used it: a provider that looks keys up itself (the
   * local one) may skip that look-up, and a repeat then fails the transaction at its unique key.
   * Stripe keeps its own keys; it changes nothing there.
   */
  newKey?: boolean;
  description: string;
  metadata: Record<string, string>;
}

export type PaymentResult =
  | { status: 'succeeded'; paymentIntentId: string; paymentMethodId: string; amountCents: number }
  /**
   * The bank asks the client to authenticate: on the bank's page `nextActionUrl` when the
   * provider gave one, otherwise on the pay-now page (Stripe.js and the intent's client secret).
   */
  | { status: 'requires_action'; paymentIntentId: string; nextActionUrl: string | null }
  | { status: 'failed'; paymentIntentId: string | null; code: string; message: string };

/** The contract's DeclineCode: the reasons a person can act on, each the same for every provider. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

const actionableDeclines: ReadonlySet<string> = new Set([
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
]);

/**
 * The stable decline code of a failed payment's `code` (both adapters name the bank's reason the
 * same way, see failureCodeOf): a reason outside the contract's list reads as `card_declined`,
 * so a new reason from the bank never reaches a client as a value it does not know.
 */
export function declineCodeOf(code: string): DeclineCode {
  return actionableDeclines.has(code) ? (code as DeclineCode) : 'card_declined';
}

export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';

export type RefundResult =
  | { status: 'succeeded'; refundId: string; amountCents: number }
  | { status: 'failed'; code: string; message: string };
