/**
 * TEST SUPPORT standing in for the work area's punch-out until it is merged: the booking is
 * started and completed through the lifecycle table (as an admin may), then the balance is
 * charged off session with the saved card under `<bkg>:balance`, posted and settled, as the
 * punch-out does.
 */
import { LockMode } from '@mikro-orm/postgresql';
import { Booking } from '../src/modules/bookings/bookings.entities.ts';
import { settleBooking } from '../src/modules/bookings/settlement.ts';
import { heldAccount } from '../src/modules/bookings/transitions.ts';
import type { TestApp } from './build-app.ts';

export async function completeAndChargeBalance(t: TestApp, bookingId: string) {
  const { bookings, payments, db } = t.app.propre;
  const admin = { userId: null, role: 'admin' as const };
  await bookings.transition(admin, bookingId, 'accept');
  await bookings.transition(admin, bookingId, 'start');
  await bookings.transition(admin, bookingId, 'complete');
  return db.orm.em.fork().transactional(async (tx) => {
    const booking = await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const result = await payments.provider.chargeOffSession({
      customerId: booking.paymentCustomerId as string,
      paymentMethodId: booking.paymentMethodId as string,
      amountCents: booking.balanceCents,
      idempotencyKey: `${booking.id}:balance`,
      description: 'solde',
      metadata: { bookingId: booking.id, kind: 'balance' },
    });
    if (result.status === 'succeeded') {
      await payments.ledger.post(tx, {
        kind: 'booking.balance',
        bookingId: booking.id,
        idempotencyKey: `${booking.id}:balance`,
        lines: [
          { account: 'external:card', amountCents: booking.balanceCents },
          { account: heldAccount(booking.id), amountCents: -booking.balanceCents },
        ],
      });
      await settleBooking(tx, booking, { ledger: payments.ledger });
      booking.paymentStatus = 'final_completed';
    } else {
      booking.paymentStatus = result.status === 'requires_action' ? 'final_pending' : 'final_failed';
    }
    await tx.flush();
    return result;
  });
}
