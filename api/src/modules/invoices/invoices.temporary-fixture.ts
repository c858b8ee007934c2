/**
 * TEMPORARY — remove when punch-in/punch-out land on main. Until then nothing in the API
 * completes a booking and charges its balance, so the invoice tests put a booking in the state
 * punch-out leaves it in by updating its row. No money moves (no balance charge, no ledger
 * entry): the money checks after each test still hold, and no test here is about them.
 */
import type { TestApp } from '../../../test/build-app.ts';
import type { PaymentStatus } from '../bookings/bookings.entities.ts';

export async function TEMPORARY_completeBookingByRowUpdate(
  t: TestApp,
  bookingId: string,
  paymentStatus: PaymentStatus = 'final_completed',
): Promise<void> {
  await t.app.propre.db.orm.em
    .getConnection()
    .execute(`update booking set status = 'completed', payment_status = ?, updated_at = now() where id = ?`, [
      paymentStatus,
      bookingId,
    ]);
}
