import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Ledger } from '../payments/index.ts';
import type { BalanceNotices } from './booking-edges.ts';
import type { IBooking } from './bookings.entities.ts';
import { statusAfterCharge } from './payment-status.ts';
import { percentOf } from './pricing.ts';

/** The platform's commission on what the cleaner charges (service, supplies, emergency fee), before taxes. */
export const platformFeePercent = 15;

/** The ledger account holding a booking's money until the service is done (see README, Money). */
export const heldAccount = (bookingId: string) => `platform:held:${bookingId}`;

/** How a completed booking's money divides: what the cleaner earns, the platform keeps and the governments get. */
export function splitOf(booking: Pick<IBooking, 'price'>) {
  const { price } = booking;
  const gross = price.subtotal;
  const platformFee = percentOf(gross, platformFeePercent);
  return {
    gross,
    platformFee,
    cleanerEarnings: gross - platformFee,
    discount: price.discount?.amount ?? 0,
    discountKind: price.discount?.kind ?? null,
    gst: price.gst,
    qst: price.qst,
  };
}

/**
 * Splits the money held for a booking whose balance is paid: the cleaner's earnings (payable at
 * the next payout), the platform's fee, the taxes, and the discount the platform funds. Posted
 * once (`<bkg>:settle`); a booking already settled is left alone.
 */
export async function settleBooking(tx: EntityManager, booking: IBooking, deps: { ledger: Ledger }, now: Date): Promise<void> {
  if (booking.settledAt) return;
  const split = splitOf(booking);
  const lines = [
    { account: heldAccount(booking.id), amountCents: booking.totalCents },
    // A referred client's welcome credit is the referral programme's cost, not a discount's.
    { account: split.discountKind === 'referral' ? 'platform:referrals' : 'platform:discounts', amountCents: split.discount },
    { account: `cleaner:${booking.cleanerId}:earnings`, amountCents: -split.cleanerEarnings },
    { account: 'platform:fees', amountCents: -split.platformFee },
    { account: 'taxes:gst', amountCents: -split.gst },
    { account: 'taxes:qst', amountCents: -split.qst },
  ].filter((line) => line.amountCents !== 0);
  await deps.ledger.post(tx, { kind: 'booking.settle', bookingId: booking.id, idempotencyKey: `${booking.id}:settle`, lines });
  booking.settledAt = now;
}

/** Posts a balance the client paid (now, or later through the pay-now page) and settles the booking. */
export async function recordBalancePaid(
  tx: EntityManager,
  booking: IBooking,
  payment: { paymentIntentId: string; amountCents: number },
  deps: { ledger: Ledger },
  now: Date,
): Promise<void> {
  if (payment.amountCents > 0) {
    await deps.ledger.post(tx, {
      kind: 'booking.balance',
      bookingId: booking.id,
      idempotencyKey: `${booking.id}:balance`,
      lines: [
        { account: 'external:card', amountCents: payment.amountCents },
        { account: heldAccount(booking.id), amountCents: -payment.amountCents },
      ],
    });
  }
  booking.balancePaymentIntentId = payment.paymentIntentId || booking.balancePaymentIntentId;
  booking.balancePaidCents = payment.amountCents;
  booking.paymentStatus = 'final_completed';
  await settleBooking(tx, booking, deps, now);
}

/**
 * Charges the balance to the card saved with the deposit, off session, when the service is
 * done. A refusal does not undo the work: the booking completes with `final_failed`, or
 * `final_pending` when the bank wants the client to confirm, and the client is asked to pay
 * now (the payments area's pay-now flow; the booking's `payNowUrl` while it is owed).
 */
export async function chargeBalance(
  tx: EntityManager,
  booking: IBooking,
  deps: { payments: PaymentProvider; ledger: Ledger; balances: BalanceNotices },
  now: Date,
): Promise<void> {
  if (booking.balanceCents === 0) {
    await recordBalancePaid(tx, booking, { paymentIntentId: '', amountCents: 0 }, deps, now);
    return;
  }
  if (!booking.paymentCustomerId || !booking.paymentMethodId) {
    booking.paymentStatus = 'final_failed';
    await deps.balances.balanceOwed(tx, booking, { authentication: false });
    return;
  }
  const result = await deps.payments.chargeOffSession({
    customerId: booking.paymentCustomerId,
    paymentMethodId: booking.paymentMethodId,
    amountCents: booking.balanceCents,
    idempotencyKey: `${booking.id}:balance`,
    description: `Propre — solde de 50 % / 50 % balance — ${booking.id}`,
    metadata: { bookingId: booking.id, kind: 'balance' },
  });
  if (result.status === 'succeeded') {
    await recordBalancePaid(tx, booking, { paymentIntentId: result.paymentIntentId, amountCents: result.amountCents }, deps, now);
    return;
  }
  booking.paymentStatus = statusAfterCharge('balance', result);
  booking.balancePaymentIntentId = result.paymentIntentId;
  await deps.balances.balanceOwed(tx, booking, { authentication: result.status === 'requires_action' });
}
