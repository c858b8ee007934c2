import { query, type SqlScope } from '../../db/sql.ts';
import { createTurnBatch } from '../../lib/turn-batch.ts';
import { openStatuses } from './access.ts';

/** A message to write, as the sender's call gives it. */
export interface NewMessage {
  id: string;
  bookingId: string;
  senderId: string;
  text: string;
  sentAt: Date;
  notificationId: string;
  /** The notification's data (JSON text). */
  data: string;
  /**
   * The session a socket sent it with (SEND_MESSAGE): it is written only while that session is
   * live. Null over HTTP, where the permission gate has just read the session.
   */
  sessionId: string | null;
}

/** Not written: the sender's session ended (sign-out, password reset, suspension, expiry). */
export const sessionEnded = 'session_ended';

/** A written message: its recipient, their mail frequency, and their unread count once it is counted. */
export interface WrittenMessage {
  recipientId: string;
  frequency: string;
  unread: number;
}

/**
 * Messages are written in one statement per batch (one per message when the batch holds one):
 * the access check (participant, conversation open), the messages, each conversation's last
 * activity, the mail notifications, and each recipient's unread count as it stands after the
 * batch's messages before it (the statement's snapshot does not see the rows it inserts, so
 * those are counted from the batch). Values are arrays, one entry per message (`unnest`), so the
 * text is the same for any batch and each connection prepares it once.
 */
const insertText = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $9::text[])
      with ordinality as i (id, booking_id, sender_id, text, sent_at, notification_id, data, session_id, n)
  ), access as (
    select i.id, i.booking_id, i.sender_id, i.text, i.sent_at, i.notification_id, i.data, i.n, b.status,
           r.id as recipient_id, r.email_frequency, c.booking_id is not null as has_conversation,
           (i.session_id is null or exists (
              select 1 from session s join app_user u on u.id = s.user_id
               where s.id = i.session_id and s.user_id = i.sender_id and s.revoked_at is null
                 and s.expires_at > now() and u.deleted_at is null and u.suspended_at is null)) as session_live
      from input i
      join booking b on b.id = i.booking_id and (b.client_id = i.sender_id or b.cleaner_id = i.sender_id)
      left join conversation c on c.booking_id = b.id
      join app_user r on r.id = case when b.client_id = i.sender_id then b.cleaner_id else b.client_id end
  ), inserted as (
    insert into message (id, booking_id, sender_id, recipient_id, text, sent_at, read_at)
    select id, booking_id, sender_id, recipient_id, text, sent_at, null from access
     where has_conversation and status = any($8) and session_live
    returning id
  ), written as (
    select a.id, a.booking_id, a.recipient_id, a.sent_at, a.notification_id, a.data, a.n
      from access a join inserted using (id)
  ), touched as (
    update conversation c set last_message_id = w.id, last_activity_at = w.sent_at
      from (select distinct on (booking_id) booking_id, id, sent_at from written order by booking_id, n desc) w
     where c.booking_id = w.booking_id
  ), notified as (
    insert into notification (id, user_id, kind, data, created_at, sent_at)
    select notification_id, recipient_id, 'message', data::jsonb, sent_at, null from written
  )
  select a.n, a.recipient_id, a.email_frequency, w.id is not null as inserted, a.session_live,
         (select count(*) from message m where m.recipient_id = a.recipient_id and m.read_at is null)
       + (select count(*) from admin_message m where m.recipient_id = a.recipient_id and m.read_at is null)
       + (select count(*) from written x where x.recipient_id = a.recipient_id and x.n <= a.n) as unread
    from access a left join written w on w.id = a.id`;

/** A message's outcome: written, not written (not a participant, not open, row missing), or its session ended. */
export type WriteOutcome = WrittenMessage | null | typeof sessionEnded;

/**
 * Writes `messages` in one statement; each answer is its message's outcome, or null where it
 * was not written (not a participant, the conversation not open, or its row missing).
 */
export async function insertMessages(db: SqlScope, messages: readonly NewMessage[]): Promise<WriteOutcome[]> {
  const column = <K extends keyof NewMessage>(key: K) => messages.map((message) => message[key]);
  const rows = await query<{
    n: string;
    recipient_id: string;
    email_frequency: string;
    inserted: boolean;
    session_live: boolean;
    unread: string;
  }>(db, insertText, [
    column('id'),
    column('bookingId'),
    column('senderId'),
    column('text'),
    column('sentAt'),
    column('notificationId'),
    column('data'),
    openStatuses,
    column('sessionId'),
  ]);
  const answers: WriteOutcome[] = messages.map(() => null);
  for (const row of rows) {
    if (!row.session_live) answers[Number(row.n) - 1] = sessionEnded;
    if (!row.inserted) continue;
    answers[Number(row.n) - 1] = { recipientId: row.recipient_id, frequency: row.email_frequency, unread: Number(row.unread) };
  }
  return answers;
}

/** Most messages in one statement, and statements of a batch waiting for PostgreSQL at once. */
export const messageBatchMax = 100;
export const messageBatchesInFlight = 4;

/**
 * Writes a message: alone in the caller's transaction when there is one (it must commit or roll
 * back with it), else with the other messages sent in the same turn of the event loop, in one
 * statement (see `createTurnBatch`). At a thousand messages a second, one statement (and one
 * commit) per message was most of the database's and much of the API's work per message.
 * A batch that fails (a constraint, a deadlock between two batches) is written again one
 * message at a time, so each sender hears only their own message's error.
 */
export function createMessageInserter(db: SqlScope): (message: NewMessage) => Promise<WriteOutcome> {
  const batched = createTurnBatch<NewMessage, WriteOutcome>(
    async (messages) => {
      const fulfilled = (value: WriteOutcome) => ({ status: 'fulfilled' as const, value });
      if (messages.length === 1) return (await insertMessages(db, messages)).map(fulfilled);
      try {
        return (await insertMessages(db, messages)).map(fulfilled);
      } catch {
        return Promise.allSettled(messages.map(async (message) => (await insertMessages(db, [message]))[0] ?? null));
      }
    },
    { max: messageBatchMax, maxInFlight: messageBatchesInFlight },
  );
  return async (message) => {
    if (db.isInTransaction()) return (await insertMessages(db, [message]))[0] ?? null;
    return batched(message);
  };
}
