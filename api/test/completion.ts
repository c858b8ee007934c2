/**
 * TEST SUPPORT standing in for the work area's punch-out until it is merged: the booking is
 * started and completed through the lifecycle table (as an admin may), then the balance is
 * charged off session with the saved card under `<bkg>:balance`, posted and settled, as the
 * punch-out does.
 */
import { LockMode } from '@mikro-orm/postgresql';
import { Booking } from '../src/modules/bookings/bookings.entities.ts';
import { chargeBalance } from '../src/modules/bookings/settlement.ts';
import type { TestApp } from './build-app.ts';

export async function completeAndChargeBalance(t: TestApp, bookingId: string) {
  const { bookings, payments, db } = t.app.propre;
  const admin = { userId: null, role: 'admin' as const };
  await bookings.transition(admin, bookingId, 'accept');
  await bookings.transition(admin, bookingId, 'start');
  await bookings.transition(admin, bookingId, 'complete');
  return db.orm.em.fork().transactional(async (tx) => {
    const booking = await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await chargeBalance(tx, booking, { payments: payments.provider, ledger: payments.ledger }, new Date());
    const result = {
      status:
        booking.paymentStatus === 'final_completed'
          ? 'succeeded'
          : booking.paymentStatus === 'final_pending'
            ? 'requires_action'
            : 'failed',
    };
    await tx.flush();
    return result;
  });
}
