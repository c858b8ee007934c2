import type { EntityManager } from '@mikro-orm/postgresql';
import { deferred } from '../../plugins/db/deferred-statements.ts';
import { type AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import { bookingErrors } from './bookings.errors.ts';

const fail = errorsOf(bookingErrors);

/** The exclusion constraint `booking_cleaner_slot_free` refused the row (SQLSTATE 23P01). */
export const isSlotTaken = (error: unknown) => (error as { code?: unknown }).code === '23P01';

/**
 * The exclusion constraint decides who gets a slot; writers of one cleaner's slots queue here
 * first (a transaction-scoped advisory lock), so each finds the previous one committed and is
 * refused at once. Without it, concurrent inserts of overlapping rows wait on each other and
 * PostgreSQL breaks the cycles with deadlock errors, some after the deposit was charged.
 */
export async function queueForCleanerSlots(tx: EntityManager, cleanerId: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`booking-slots:${cleanerId}`]);
}

/**
 * Creation queues on the client too (one client's bookings are made one after the other, so two
 * racing requests cannot both get the first-booking discount), then on the cleaner's slots: both
 * locks in one statement, always in this order.
 */
export async function queueForClientAndCleaner(tx: EntityManager, clientId: string, cleanerId: string): Promise<void> {
  // The caller reads next (the client's other bookings): the locks travel with that read.
  await tx.execute(
    deferred('select pg_advisory_xact_lock(hashtextextended(?, 0)), pg_advisory_xact_lock(hashtextextended(?, 0))'),
    [`booking-client:${clientId}`, `booking-slots:${cleanerId}`],
  );
}

export function slotTaken(times: string[]): AppError {
  return fail('slot_unavailable', {
    detail: {
      fr: `Le nettoyeur n’est pas libre à ce moment (${times.join(', ')}). Choisissez un autre créneau.`,
      en: `The cleaner is not free then (${times.join(', ')}). Choose another time.`,
    },
  });
}

/** Flushes, turning the slot constraint's refusal into `slot_unavailable`. */
export async function flushSlots(tx: EntityManager, times: string[]): Promise<void> {
  try {
    await tx.flush();
  } catch (error) {
    if (isSlotTaken(error)) throw slotTaken(times);
    throw error;
  }
}
