import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { IBooking } from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import type { Actor } from './transitions.ts';

const fail = errorsOf(bookingErrors);

/** Anyone but the booking's client, its cleaner and admins is told the booking does not exist. */
export const bookingNotFound = () =>
  fail('booking_not_found', {
    detail: { fr: 'Aucune de vos réservations n’a cet identifiant.', en: 'None of your bookings has this id.' },
  });

export function canSee(actor: Actor, booking: IBooking): boolean {
  if (actor.role === 'admin' || actor.role === 'system') return true;
  return actor.role === 'client' ? booking.clientId === actor.userId : booking.cleanerId === actor.userId;
}
