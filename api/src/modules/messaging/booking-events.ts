import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { PgBoss } from 'pg-boss';
import type { BookingChanges } from '../bookings/booking-edges.ts';
import { transactionDb } from '../bookings/expiry.ts';
import { openStatuses } from './access.ts';
import type { ConversationsService } from './conversations.ts';
import type { Notifications } from './notifications.ts';

export const bookingEventQueue = 'messaging-booking-event';

interface BookingEventJob {
  bookingId: string;
  action: string;
  from: string | null;
  to: string;
  actorUserId: string | null;
}

/**
 * Messaging's side of the booking lifecycle. In the transition's transaction: a booking that
 * becomes confirmed gets its conversation, and a job is queued. The job (so after the commit)
 * tells both people their conversation list changed and notifies, by email, whoever did not
 * act (both, for the system's expiry).
 */
export function messagingBookingEvents(boss: PgBoss): BookingChanges {
  return {
    async transitioned(tx, booking, change) {
      const context = tx.getTransactionContext();
      if ((openStatuses as readonly string[]).includes(change.to)) {
        await tx.getConnection().execute(
          `insert into conversation (booking_id, client_id, cleaner_id, opened_at, last_message_id, last_activity_at)
           values (?, ?, ?, ?, null, ?) on conflict (booking_id) do nothing`,
          [booking.id, booking.clientId, booking.cleanerId, new Date(), new Date()],
          'run',
          context,
        );
      }
      if (change.from === change.to && change.action !== 'postpone') return;
      const job: BookingEventJob = {
        bookingId: booking.id,
        action: change.action,
        from: change.from,
        to: change.to,
        actorUserId: change.actor.userId,
      };
      await boss.send(bookingEventQueue, job, { retryLimit: 3, retryDelay: 30, db: transactionDb(tx) });
    },
  };
}

export async function startBookingEventWorker(
  boss: PgBoss,
  deps: { pool: Pool; conversations: ConversationsService; notifications: Notifications },
): Promise<void> {
  await boss.createQueue(bookingEventQueue);
  // Fills pg-boss's queue cache outside any transaction (see bookings/expiry.ts).
  await boss.findJobs(bookingEventQueue, { id: randomUUID() });
  await boss.work<BookingEventJob>(bookingEventQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const { data } of jobs) {
      const { rows } = await deps.pool.query(
        `select b.client_id, b.cleaner_id, to_char(b.local_date, 'YYYY-MM-DD') as local_date, b.local_start_time,
                c.email_frequency as client_frequency, k.email_frequency as cleaner_frequency
           from booking b join app_user c on c.id = b.client_id join app_user k on k.id = b.cleaner_id
          where b.id = $1`,
        [data.bookingId],
      );
      const booking = rows[0] as
        | {
            client_id: string;
            cleaner_id: string;
            local_date: string;
            local_start_time: string;
            client_frequency: string;
            cleaner_frequency: string;
          }
        | undefined;
      if (!booking) continue;
      await deps.conversations.announce(data.bookingId);
      const parties = [
        { id: booking.client_id, frequency: booking.client_frequency },
        { id: booking.cleaner_id, frequency: booking.cleaner_frequency },
      ].filter((p) => p.id !== data.actorUserId);
      for (const party of parties) {
        await deps.notifications.record(deps.pool, party.id, 'booking', {
          kind: 'booking',
          action: data.action,
          bookingId: data.bookingId,
          date: booking.local_date,
          startTime: booking.local_start_time,
        });
        await deps.notifications.schedule(party.id, party.frequency);
      }
    }
  });
}
