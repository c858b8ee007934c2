import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingEvents, BookingEventType } from './booking-edges.ts';
import type { IBooking } from './bookings.entities.ts';
import type { BookingAction } from './lifecycle.ts';

/** The event each action of the lifecycle is to the outside: every way out of a booking is `booking.cancelled`. */
const eventOf: Partial<Record<BookingAction, BookingEventType>> = {
  create: 'booking.created',
  accept: 'booking.confirmed',
  decline: 'booking.cancelled',
  expire: 'booking.cancelled',
  cancel: 'booking.cancelled',
  declineByClient: 'booking.cancelled',
  complete: 'booking.completed',
};

/**
 * Tells the booking's partner (if it has one) what the action did, in the action's
 * transaction; a punch-out whose balance went through is also `booking.paid`.
 */
export async function publishAction(
  tx: EntityManager,
  events: BookingEvents,
  action: BookingAction,
  booking: IBooking,
): Promise<void> {
  if (!booking.partnerId) return;
  const type = eventOf[action];
  if (type) await events.publish(tx, type, booking);
  if (action === 'complete' && booking.paymentStatus === 'final_completed') await events.publish(tx, 'booking.paid', booking);
}

/** The balance was paid after the punch-out (pay-now, the bank's answer). */
export async function publishPaid(tx: EntityManager, events: BookingEvents, booking: IBooking): Promise<void> {
  if (booking.partnerId) await events.publish(tx, 'booking.paid', booking);
}
