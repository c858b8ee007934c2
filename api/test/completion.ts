/**
 * TEST SUPPORT for payment tests: the booking is accepted, then completed without the work
 * area's punch-in/out guards (location, time, checklist: tested there), and its balance is
 * charged by the punch-out's own chargeBalance.
 */
import { LockMode } from '@mikro-orm/postgresql';
import { Booking } from '../src/modules/bookings/bookings.entities.ts';
import { chargeBalance } from '../src/modules/bookings/settlement.ts';
import type { TestApp } from './build-app.ts';

export async function completeAndChargeBalance(t: TestApp, bookingId: string) {
  const { bookings, payments, db } = t.app.propre;
  const admin = { userId: null, role: 'admin' as const };
  await bookings.transition(admin, bookingId, 'accept');
  return db.orm.em.fork().transactional(async (tx) => {
    const booking = await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // The punch-in and punch-out guards (location, time, checklist) are the work area's, tested there.
    booking.status = 'completed';
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
