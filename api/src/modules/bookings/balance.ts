import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Ledger } from '../payments/index.ts';
import type { BookingEvents } from './booking-edges.ts';
import { publishPaid } from './booking-events.ts';
import { Booking, type IBooking } from './bookings.entities.ts';
import { heldAccount, recordBalancePaid as postBalancePaid } from './settlement.ts';

/**
 * What happens to a booking when the money of its balance moves outside the punch-out
 * (the pay-now flow, webhooks). The payments area calls these in its own transaction; the
 * rules on a booking's payment status stay in this area.
 */

export type BalanceOutcome = 'applied' | 'already_paid' | 'paid_by_another_payment' | 'not_due' | 'booking_not_found';

/** Statuses in which a completed booking's balance is still owed. */
export const balanceDueStatuses = ['final_pending', 'final_failed'] as const;

export async function lockBooking(tx: EntityManager, bookingId: string): Promise<IBooking | null> {
  return tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

export function balanceIsDue(booking: IBooking): boolean {
  return booking.status === 'completed' && (balanceDueStatuses as readonly string[]).includes(booking.paymentStatus);
}

/**
 * The balance was paid late (after a decline or the bank's challenge): posted under the
 * punch-out's key `<bkg>:balance` and settled (settlement.ts), so the money counts once
 * however it arrived.
 */
export async function recordBalancePaid(
  tx: EntityManager,
  bookingId: string,
  paymentIntentId: string,
  deps: { ledger: Ledger; events: BookingEvents },
): Promise<BalanceOutcome> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return 'booking_not_found';
  if (booking.paymentStatus === 'final_completed') {
    // Paid twice (the client confirmed the first payment after paying with another card).
    return booking.balancePaymentIntentId === paymentIntentId ? 'already_paid' : 'paid_by_another_payment';
  }
  if (!balanceIsDue(booking)) return 'not_due';
  const now = new Date();
  await postBalancePaid(tx, booking, { paymentIntentId, amountCents: booking.balanceCents }, deps, now);
  booking.updatedAt = now;
  await tx.flush();
  await publishPaid(tx, deps.events, booking);
  return 'applied';
}

/** The page of the marketplace where the client pays an owed balance (payments.getBalancePayment and payBalance behind it). */
export function payNowUrlOf(publicUrl: string, bookingId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/bookings/${bookingId}/pay`;
}

/**
 * A pay-now payment waits for the bank (3-D Secure): the booking now waits on that payment,
 * the one the pay-now page confirms. Nothing changes once the balance is paid.
 */
export async function recordBalanceAttempt(
  tx: EntityManager,
  bookingId: string,
  paymentIntentId: string,
): Promise<BalanceOutcome> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return 'booking_not_found';
  if (booking.paymentStatus === 'final_completed') return 'already_paid';
  if (!balanceIsDue(booking)) return 'not_due';
  booking.balancePaymentIntentId = paymentIntentId;
  booking.paymentStatus = 'final_pending';
  booking.updatedAt = new Date();
  await tx.flush();
  return 'applied';
}

/**
 * A refund the provider reported done came back failed (the card was closed…): the money is
 * held again, so the ledger and the booking take the refund back.
 */
export async function recordRefundReturned(
  tx: EntityManager,
  paymentIntentId: string,
  refund: { id: string; amountCents: number },
  ledger: Ledger,
): Promise<'applied' | 'booking_not_found'> {
  const found = await tx.findOne(Booking, { depositPaymentIntentId: paymentIntentId });
  const booking = found ? await lockBooking(tx, found.id) : null;
  if (!booking) return 'booking_not_found';
  await ledger.post(tx, {
    kind: 'booking.refund_failed',
    bookingId: booking.id,
    idempotencyKey: `${refund.id}:failed`,
    lines: [
      { account: 'external:card', amountCents: refund.amountCents },
      { account: heldAccount(booking.id), amountCents: -refund.amountCents },
    ],
  });
  booking.refundedCents = Math.max(0, booking.refundedCents - refund.amountCents);
  booking.updatedAt = new Date();
  await tx.flush();
  return 'applied';
}

/**
 * The booking side of a balance, for the payments area: app.ts hands it over, so the link
 * between the two areas shows where they are built.
 */
export const bookingBalance = {
  lockBooking,
  balanceIsDue,
  payNowUrlOf,
  recordBalanceAttempt,
  recordBalancePaid,
  recordRefundReturned,
} as const;
export type BookingBalance = typeof bookingBalance;
