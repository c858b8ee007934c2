import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { query, type SqlScope } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import type { RealtimeHub } from '../../plugins/realtime/hub.ts';
import type { BookingChanges } from '../bookings/index.ts';
import { openConversation, openStatuses } from './access.ts';
import type { ConversationsService } from './conversations.ts';
import { type FrameBody, frame } from './dto.ts';
import type { Notifications } from './notifications.ts';

export const bookingEventQueue = 'messaging-booking-event';

interface BookingEventJob {
  bookingId: string;
  action: string;
  from: string | null;
  to: string;
  actorUserId: string | null;
  /** Set since the notifications are recorded in the transition's transaction; older jobs record them. */
  notified?: boolean;
}

/** Steps of the work on site (checklist, photos): only the live frame, no notification, no conversation news. */
const workSteps = new Set(['checklist', 'checklistSubmit', 'photo']);

const isOpen = (status: string | null) => status !== null && (openStatuses as readonly string[]).includes(status);

/**
 * Messaging's side of the booking lifecycle, in the transition's transaction: a booking that
 * becomes confirmed gets its conversation; whoever did not act (both, for the system's expiry)
 * gets a notification, and their mail is queued when they want it at once. Where a
 * conversation exists (the booking is or was open), a job tells both people, once committed,
 * that their conversation list changed.
 *
 * The notifications used to be recorded by that job, for every transition: for a booking
 * request that was a job and five more statements, a fifth of what creating it cost.
 */
export function messagingBookingEvents(boss: PgBoss, notifications: Notifications): BookingChanges {
  return {
    async transitioned(tx, booking, change) {
      if (isOpen(change.to)) await openConversation(tx, booking);
      // A step that keeps the status is told only when it is news: a postponement, or the cleaner
      // becoming unavailable (suspended), which only the client needs to hear of; a step of the
      // work only gets the live frame (the client watches it happen).
      const cleanerGone = change.action === 'cleanerUnavailable';
      const work = workSteps.has(change.action);
      if (change.from === change.to && change.action !== 'postpone' && !cleanerGone && !work) return;
      const parties = cleanerGone ? [booking.clientId] : [booking.clientId, booking.cleanerId];
      const told = parties.filter((id) => id !== change.actor.userId);
      if (told.length > 0 && !work) {
        const data = JSON.stringify({
          kind: 'booking',
          action: change.action,
          bookingId: booking.id,
          date: booking.localDate,
          startTime: booking.localStartTime,
        });
        const now = new Date();
        const values = told.flatMap((userId) => [newId('ntf'), userId, data, now]);
        const rows = told
          .map((_, i) => `($${4 * i + 1}, $${4 * i + 2}, 'booking', $${4 * i + 3}::jsonb, $${4 * i + 4}::timestamptz, null)`)
          .join(', ');
        const insert = `insert into notification (id, user_id, kind, data, created_at, sent_at) values ${rows}`;
        const known = told.map((id) => ({ id, frequency: change.emailFrequencies?.get(id) }));
        // With the frequencies known (a create), the insert alone; otherwise the insert and the
        // frequency of each person told, in one statement.
        const people = known.every((person): person is { id: string; frequency: string } => person.frequency !== undefined)
          ? await query(tx, insert, values).then(() => known)
          : await query<{ id: string; frequency: string }>(
              tx,
              `with told as (${insert} returning user_id)
               select u.id, u.email_frequency as frequency from app_user u join told on told.user_id = u.id`,
              values,
            );
        for (const person of people) await notifications.schedule(person.id, person.frequency, transactionDb(tx));
      }
      // A request leaving pending (declined, cancelled, expired) is told too, for BOOKING_UPDATE,
      // and so is a new request: its cleaner's list of requests shows it as it arrives.
      const request = change.from === 'pending' || change.to === 'pending';
      if (!isOpen(change.from) && !isOpen(change.to) && !request) return;
      const job: BookingEventJob = {
        bookingId: booking.id,
        action: change.action,
        from: change.from,
        to: change.to,
        actorUserId: change.actor.userId,
        notified: true,
      };
      await boss.send(bookingEventQueue, job, { retryLimit: 3, retryDelay: 30, db: transactionDb(tx) });
    },
  };
}

export async function startBookingEventWorker(
  boss: PgBoss,
  deps: { db: SqlScope; conversations: ConversationsService; notifications: Notifications; hub?: RealtimeHub },
): Promise<void> {
  await boss.createQueue(bookingEventQueue);
  // Fills pg-boss's queue cache outside any transaction (see bookings/expiry.ts).
  await boss.findJobs(bookingEventQueue, { id: randomUUID() });
  await boss.work<BookingEventJob>(bookingEventQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const { data } of jobs) {
      if (!workSteps.has(data.action)) await deps.conversations.announce(data.bookingId);
      if (deps.hub) await announceBookingUpdate(deps.db, deps.hub, data);
      if (data.notified) continue;
      const rows = await query(
        deps.db,
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
      const parties = [
        { id: booking.client_id, frequency: booking.client_frequency },
        { id: booking.cleaner_id, frequency: booking.cleaner_frequency },
      ].filter((p) => p.id !== data.actorUserId);
      for (const party of parties) {
        await deps.notifications.record(deps.db, party.id, 'booking', {
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

/** Tells both people of the booking, on their sockets, that it changed (BOOKING_UPDATE), once committed. */
async function announceBookingUpdate(db: SqlScope, hub: RealtimeHub, data: BookingEventJob): Promise<void> {
  const rows = await query(db, 'select client_id, cleaner_id from booking where id = $1', [data.bookingId]);
  const row = rows[0] as { client_id: string; cleaner_id: string } | undefined;
  if (!row) return;
  const body = {
    type: 'BOOKING_UPDATE',
    bookingId: data.bookingId,
    action: data.action,
    status: data.to,
  } as FrameBody;
  await hub.publish({ users: [row.client_id, row.cleaner_id] }, frame(body));
}
