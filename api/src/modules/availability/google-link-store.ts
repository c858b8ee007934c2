import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushedEvent } from '../../adapters/calendar/google/google-calendar.ts';
import { execute, query } from '../../db/sql.ts';

/** The rows of a cleaner's Google Calendar link (tokens sealed; see google-sync.ts). */
export interface GoogleLinkRow {
  user_id: string;
  account_email: string | null;
  refresh_token_enc: string;
  access_token_enc: string | null;
  access_expires_at: Date | null;
  connected_at: Date;
  last_sync_at: Date | null;
  last_error_code: GoogleSyncErrorCode | null;
  last_error_at: Date | null;
  failures: number;
  retry_at: Date | null;
}

export type GoogleSyncErrorCode = 'google_calendar_refused' | 'google_calendar_unreachable';

export async function findLink(em: EntityManager, userId: string): Promise<GoogleLinkRow | null> {
  const [row] = await query<GoogleLinkRow>(em, 'select * from google_calendar_link where user_id = $1', [userId]);
  return row ? withDates(row) : null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Raw statements answer timestamps as text on some drivers: read them as dates. */
function withDates(row: GoogleLinkRow): GoogleLinkRow {
  return {
    ...row,
    access_expires_at: dateOrNull(row.access_expires_at),
    connected_at: new Date(row.connected_at),
    last_sync_at: dateOrNull(row.last_sync_at),
    last_error_at: dateOrNull(row.last_error_at),
    retry_at: dateOrNull(row.retry_at),
  };
}

export async function saveStart(em: EntityManager, userId: string, stateHash: string, verifierEnc: string, expiresAt: Date) {
  await execute(
    em,
    `insert into google_calendar_start (user_id, state_hash, verifier_enc, expires_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set state_hash = excluded.state_hash, verifier_enc = excluded.verifier_enc,
       expires_at = excluded.expires_at`,
    [userId, stateHash, verifierEnc, expiresAt],
  );
}

/** Takes the cleaner's pending start (one use) when its state matches and it has not expired. */
export async function takeStart(em: EntityManager, userId: string, stateHash: string, now: Date): Promise<string | null> {
  const [row] = await query<{ verifier_enc: string }>(
    em,
    `delete from google_calendar_start where user_id = $1 and state_hash = $2 and expires_at > $3 returning verifier_enc`,
    [userId, stateHash, now],
  );
  return row?.verifier_enc ?? null;
}

export async function saveLink(
  em: EntityManager,
  link: Pick<
    GoogleLinkRow,
    'user_id' | 'account_email' | 'refresh_token_enc' | 'access_token_enc' | 'access_expires_at' | 'connected_at'
  >,
) {
  await execute(
    em,
    `insert into google_calendar_link (user_id, account_email, refresh_token_enc, access_token_enc, access_expires_at, connected_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set account_email = excluded.account_email, refresh_token_enc = excluded.refresh_token_enc,
       access_token_enc = excluded.access_token_enc, access_expires_at = excluded.access_expires_at,
       connected_at = excluded.connected_at, last_error_code = null, last_error_at = null, failures = 0, retry_at = null`,
    [link.user_id, link.account_email, link.refresh_token_enc, link.access_token_enc, link.access_expires_at, link.connected_at],
  );
  // A reconnect may be to another account: what was written into the previous one is written
  // again (ids derived from the bookings make that an update where the events exist already).
  await execute(em, 'delete from google_calendar_event where user_id = $1', [link.user_id]);
}

export async function saveAccess(em: EntityManager, userId: string, accessEnc: string, expiresAt: Date | null) {
  await execute(em, 'update google_calendar_link set access_token_enc = $2, access_expires_at = $3 where user_id = $1', [
    userId,
    accessEnc,
    expiresAt,
  ]);
}

export async function recordSuccess(em: EntityManager, userId: string, at: Date) {
  await execute(
    em,
    `update google_calendar_link set last_sync_at = $2, last_error_code = null, last_error_at = null, failures = 0, retry_at = null
      where user_id = $1`,
    [userId, at],
  );
}

/** Records a failed sync; answers how many failed in a row. */
export async function recordFailure(
  em: EntityManager,
  userId: string,
  code: GoogleSyncErrorCode,
  at: Date,
  retryAt: (failures: number) => Date | null,
): Promise<number> {
  const [row] = await query<{ failures: number }>(
    em,
    `update google_calendar_link set last_error_code = $2, last_error_at = $3, failures = failures + 1 where user_id = $1
     returning failures`,
    [userId, code, at],
  );
  if (!row) return 0;
  await execute(em, 'update google_calendar_link set retry_at = $2 where user_id = $1', [userId, retryAt(row.failures)]);
  return row.failures;
}

export async function pushedEvents(em: EntityManager, userId: string): Promise<Map<string, PushedEvent>> {
  const rows = await query<{ uid: string; google_event_id: string; content_hash: string }>(
    em,
    'select uid, google_event_id, content_hash from google_calendar_event where user_id = $1',
    [userId],
  );
  return new Map(rows.map((r) => [r.uid, { googleEventId: r.google_event_id, contentHash: r.content_hash }]));
}

export async function replacePushed(em: EntityManager, userId: string, pushed: ReadonlyMap<string, PushedEvent>) {
  await execute(em, 'delete from google_calendar_event where user_id = $1', [userId]);
  for (const [uid, event] of pushed) {
    await execute(em, 'insert into google_calendar_event (user_id, uid, google_event_id, content_hash) values ($1, $2, $3, $4)', [
      userId,
      uid,
      event.googleEventId,
      event.contentHash,
    ]);
  }
}

export async function counts(em: EntityManager, userId: string): Promise<{ busy: number; pushed: number }> {
  const [row] = await query<{ busy: number; pushed: number }>(
    em,
    `select (select count(*)::int from calendar_busy where user_id = $1 and source = 'google') as busy,
            (select count(*)::int from google_calendar_event where user_id = $1) as pushed`,
    [userId],
  );
  return { busy: row?.busy ?? 0, pushed: row?.pushed ?? 0 };
}

/** Removes the link, the pending start and what was pushed (Google's copies stay). */
export async function deleteLink(em: EntityManager, userId: string): Promise<GoogleLinkRow | null> {
  const [row] = await query<GoogleLinkRow>(em, 'delete from google_calendar_link where user_id = $1 returning *', [userId]);
  await execute(em, 'delete from google_calendar_start where user_id = $1', [userId]);
  await execute(em, 'delete from google_calendar_event where user_id = $1', [userId]);
  return row ? withDates(row) : null;
}

/** Cleaners whose sync is due: connected, not refused, past any retry delay. */
export async function dueForSync(em: EntityManager, now: Date): Promise<string[]> {
  const rows = await query<{ user_id: string }>(
    em,
    `select l.user_id from google_calendar_link l join app_user u on u.id = l.user_id
      where u.deleted_at is null and l.last_error_code is distinct from 'google_calendar_refused'
        and (l.retry_at is null or l.retry_at <= $1)`,
    [now],
  );
  return rows.map((r) => r.user_id);
}

/** The cleaner's bookings that hold their time, from now to `to`. */
export async function bookingsToPush(em: EntityManager, userId: string, from: Date, to: Date) {
  return query<{ id: string; starts_at: Date; ends_at: Date; property_city: string; service_type: string }>(
    em,
    `select id, starts_at, ends_at, property_city, service_type from booking
      where cleaner_id = $1 and status in ('confirmed', 'in_progress') and ends_at > $2 and starts_at < $3
      order by starts_at`,
    [userId, from, to],
  );
}
