import type { PaymentResult, RefundResult } from '../../adapters/payments/payment-provider.ts';

/**
 * A booking's payment status: the spec's values (product spec §4). `initial` is the deposit
 * charged when booking (50 %), `final` the balance charged after the service (50 %).
 *
 * What the booking lifecycle sets, from what the provider answered:
 *
 * | phase   | provider answer                     | paymentStatus             |
 * | ------- | ----------------------------------- | ------------------------- |
 * | deposit | (asked, no answer yet)              | initial_pending           |
 * | deposit | requires_action                     | initial_pending           |
 * | deposit | failed                              | initial_failed            |
 * | deposit | succeeded                           | initial_completed         |
 * | balance | (asked, no answer yet)              | final_pending             |
 * | balance | requires_action (pay-now link sent) | final_pending             |
 * | balance | failed                              | final_failed              |
 * | balance | succeeded                           | final_completed           |
 * | refund  | all captured money back (a deposit: declined, expired, cancelled ≥ 24 h) | final_refunded |
 * | refund  | part of it back (cancelled < 24 h, 50 $ fee kept)                 | final_partially_refunded |
 * | refund  | failed (the provider could not give the money back)               | unchanged                |
 *
 * The same whether the balance had been charged or not: the booking lifecycle (transitions.ts)
 * and the contract's PaymentStatus say so too (issue 21, finding 9: the contract said
 * `refunded` / `partially_paid` in one place, `final_*` in another).
 *
 * `fully_paid`, `partially_paid`, `completed`, `failed` and `refunded` are the spec's values for a payment taken in one go
 * (no deposit/balance split), which the lifecycle does not do: they are accepted and shown,
 * never set by this mapping. `paymentSummaryOf` reads any value as what the client has paid.
 */
export const paymentStatuses = [
  'initial_pending',
  'initial_failed',
  'initial_completed',
  'final_pending',
  'final_failed',
  'final_completed',
  'final_refunded',
  'final_partially_refunded',
  'fully_paid',
  'partially_paid',
  'completed',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type PaymentPhase = 'deposit' | 'balance';

/** The status while a charge has been asked for and the provider has not answered. */
export function pendingStatusOf(phase: PaymentPhase): PaymentStatus {
  return phase === 'deposit' ? 'initial_pending' : 'final_pending';
}

/** The status after the provider answered a charge of the deposit or the balance. */
export function statusAfterCharge(phase: PaymentPhase, result: PaymentResult): PaymentStatus {
  const prefix = phase === 'deposit' ? 'initial' : 'final';
  switch (result.status) {
    case 'succeeded':
      return `${prefix}_completed`;
    case 'requires_action':
      return `${prefix}_pending`;
    case 'failed':
      return `${prefix}_failed`;
  }
}

export interface RefundState {
  /** Whether the balance had been captured when the refund was made. */
  balanceCaptured: boolean;
  /** Everything captured for the booking (deposit, plus the balance when captured). */
  capturedCents: number;
  /** Everything refunded for the booking, this refund included. */
  refundedCents: number;
}

/** The status after a refund; `current` stays when the refund failed (no money moved). */
export function statusAfterRefund(current: PaymentStatus, result: RefundResult, state: RefundState): PaymentStatus {
  if (result.status === 'failed') return current;
  return state.refundedCents >= state.capturedCents ? 'final_refunded' : 'final_partially_refunded';
}

/** What a status says the client has paid, for lists, invoices and the admin. */
export type PaymentSummary = 'nothing' | 'deposit' | 'everything' | 'part_kept' | 'refunded';

export function paymentSummaryOf(status: PaymentStatus): PaymentSummary {
  switch (status) {
    case 'initial_pending':
    case 'initial_failed':
    case 'failed':
      return 'nothing';
    case 'initial_completed':
    case 'final_pending':
    case 'final_failed':
      return 'deposit';
    case 'final_completed':
    case 'fully_paid':
    case 'completed':
      return 'everything';
    case 'final_partially_refunded':
    case 'partially_paid':
      return 'part_kept';
    case 'final_refunded':
    case 'refunded':
      return 'refunded';
  }
}

/**
 * The steps a client sees while paying (product spec §4), in order: starting (the payment is
 * being set up), confirming (the card is confirmed, with the bank's challenge if it asks),
 * processing (the provider charges the card), recording (the server writes the payment to the
 * booking and the ledger), checking (the app reads the booking back to confirm the status),
 * completed.
 */
export const paymentSteps = ['starting', 'confirming', 'processing', 'recording', 'checking', 'completed'] as const;
export type PaymentStep = (typeof paymentSteps)[number];

/**
 * The step a payment intent's provider status stands for (Stripe's statuses): the last two
 * steps belong to our server and the app, after the provider is done.
 */
export function stepOfIntentStatus(
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled',
): PaymentStep {
  switch (status) {
    case 'requires_payment_method':
    case 'canceled':
      return 'starting';
    case 'requires_confirmation':
    case 'requires_action':
      return 'confirming';
    case 'processing':
      return 'processing';
    case 'succeeded':
      return 'recording';
  }
}
