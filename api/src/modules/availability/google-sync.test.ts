import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testPassword } from '../../../test/factories.ts';
import { until } from '../../../test/until.ts';
import { type LocalGoogle, startLocalGoogle } from '../../adapters/calendar/google/local-google-server.ts';
import { query } from '../../db/sql.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from '../bookings/bookings.fixtures.ts';
import { createBlock, occurrences, plusDays, torontoToday } from './availability.testing.ts';

// The real app with Google's own clients (google-auth-library, @googleapis/calendar) pointed at
// the local Google stand-in, which checks what Google checks (client, redirect URI, PKCE, tokens).
const google: LocalGoogle = await startLocalGoogle();
afterAll(() => google.close());
const tokenKey = Buffer.alloc(32, 7).toString('base64');
const { t, properties } = useBookingsApp({
  env: {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_TOKEN_KEY: tokenKey,
    GOOGLE_BASE_URL: google.url,
    PUBLIC_URL: 'https://propre.test',
  },
});

type Status = {
  connected: boolean;
  accountEmail: string | null;
  lastSyncAt: string | null;
  busyPeriods: number;
  pushedEvents: number;
  lastSyncError: { code: string; retryAt: string | null } | null;
};

const base = '/api/cleaners/me/calendar/google';
let emails = 0;

/** Google's consent page, followed as a browser would: the redirect back carries code and state. */
async function consent(authorizationUrl: string, email: string) {
  const url = new URL(authorizationUrl);
  url.searchParams.set('login_hint', email);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  return { back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

async function start(cleaner: Session) {
  const res = await t.request({ method: 'POST', url: `${base}/connect`, headers: bearer(cleaner) });
  expect(res.statusCode).toBe(200);
  return res.json<{ authorizationUrl: string; state: string; redirectUri: string; expiresAt: string }>();
}

async function complete(cleaner: Session, body: { code: string; state: string }) {
  return t.request({ method: 'POST', url: `${base}/callback`, headers: bearer(cleaner), payload: body });
}

/** A listed cleaner connected to a Google account of their own. */
async function connected(): Promise<{ cleaner: Session; email: string }> {
  const cleaner = await listedCleaner(t);
  emails += 1;
  const email = `nettoyeuse${emails}@gmail.test`;
  const started = await start(cleaner);
  const { code, state } = await consent(started.authorizationUrl, email);
  const res = await complete(cleaner, { code, state });
  expect(res.statusCode).toBe(200);
  return { cleaner, email };
}

async function status(cleaner: Session): Promise<Status> {
  const res = await t.request({ method: 'GET', url: base, headers: bearer(cleaner) });
  expect(res.statusCode).toBe(200);
  return res.json<Status>();
}

async function sync(cleaner: Session) {
  return t.request({ method: 'POST', url: `${base}/sync`, headers: bearer(cleaner) });
}

/** Toronto's local time on a date as an instant (EST or EDT, read from Intl). */
function torontoInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 0);
  return new Date(guess.getTime() - hours * 3_600_000).toISOString();
}

describe('Google Calendar: connecting (OAuth 2.0 with PKCE)', () => {
  let cleaner: Session;
  beforeAll(async () => {
    cleaner = await listedCleaner(t);
  });

  it('sends the cleaner to Google with a state and an S256 challenge, and connects with the verifier Google checks', async () => {
    expect(await status(cleaner)).toMatchObject({ connected: false, accountEmail: null, lastSyncAt: null });
    const started = await start(cleaner);
    const url = new URL(started.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('https://propre.test/profile/calendar');
    expect(started.redirectUri).toBe('https://propre.test/profile/calendar');
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    const challenge = url.searchParams.get('code_challenge');

    const { back, code, state } = await consent(started.authorizationUrl, 'sophie@gmail.test');
    expect(back.origin + back.pathname).toBe('https://propre.test/profile/calendar');
    const res = await complete(cleaner, { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json<Status>()).toMatchObject({ connected: true, accountEmail: 'sophie@gmail.test', lastSyncError: null });
    expect(res.json<Status>().lastSyncAt).not.toBeNull();

    const exchange = google.requests.find((r) => r.path === '/token' && r.body?.grant_type === 'authorization_code');
    const verifier = String(exchange?.body?.code_verifier);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
  });

  it('keeps the tokens sealed: the database column is not the refresh token Google issued', async () => {
    const [row] = await query<{ refresh_token_enc: string; access_token_enc: string }>(
      t.app.propre.db.orm.em.fork(),
      'select refresh_token_enc, access_token_enc from google_calendar_link where user_id = $1',
      [cleaner.user.id],
    );
    const [issued] = google.refreshTokensOf('sophie@gmail.test');
    expect(issued).toMatch(/^1\/\//);
    expect(row?.refresh_token_enc).toMatch(/^v1\./);
    expect(row?.refresh_token_enc).not.toContain(issued);
    expect(row?.access_token_enc).not.toMatch(/ya29\./);
  });

  it('refuses a callback whose state is not the latest start’s (state_mismatch), keeping nothing', async () => {
    const someone = await listedCleaner(t);
    const started = await start(someone);
    const { code } = await consent(started.authorizationUrl, 'autre@gmail.test');
    const res = await complete(someone, { code, state: `${started.state}x` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'google_calendar_state_mismatch', status: 422 });
    expect((await status(someone)).connected).toBe(false);
    // Another cleaner cannot finish this cleaner's start either.
    const thief = await complete(cleaner, { code, state: started.state });
    expect(thief.json()).toMatchObject({ code: 'google_calendar_state_mismatch' });
  });

  it('is refused by Google when the code was made for another start’s challenge (PKCE)', async () => {
    const someone = await listedCleaner(t);
    const first = await start(someone);
    const { code } = await consent(first.authorizationUrl, 'pkce@gmail.test');
    const second = await start(someone);
    const res = await complete(someone, { code, state: second.state });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'google_calendar_refused' });
    expect(google.refreshTokensOf('pkce@gmail.test')).toHaveLength(0);
    expect((await status(someone)).connected).toBe(false);
  });
});

describe('Google Calendar: two-way sync', () => {
  it('imports Google busy times as busy blocks, skipping free, cancelled and all of Propre’s own events', async () => {
    const { cleaner, email } = await connected();
    const date = plusDays(torontoToday(), 5);
    await createBlock(t, cleaner, { kind: 'one_off', startDate: date, allDay: false, startTime: '09:00', endTime: '12:00' });
    google.addEvent(email, {
      summary: 'Dentiste',
      start: { dateTime: torontoInstant(date, '08:30') },
      end: { dateTime: torontoInstant(date, '12:30') },
    });
    google.addEvent(email, {
      summary: 'Libre',
      transparency: 'transparent',
      start: { dateTime: torontoInstant(date, '13:00') },
      end: { dateTime: torontoInstant(date, '14:00') },
    });
    google.addEvent(email, {
      summary: 'Annulé',
      status: 'cancelled',
      start: { dateTime: torontoInstant(date, '15:00') },
      end: { dateTime: torontoInstant(date, '16:00') },
    });
    const res = await sync(cleaner);
    expect(res.statusCode).toBe(200);
    expect(res.json<Status>()).toMatchObject({ connected: true, busyPeriods: 1, lastSyncError: null });
    const [slot] = await occurrences(t, cleaner.user.id, date, date);
    expect(slot).toMatchObject({ date, busy: true });
  });

  // The syncs run in the pg-boss worker: a loaded machine may take seconds to pick them up.
  it('pushes a booking to Google when it is confirmed, moves it when it is postponed, removes it when it is cancelled', {
    timeout: 60_000,
  }, async () => {
    const { cleaner, email } = await connected();
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(12) }));
    const accepted = await t.request(act(cleaner, booking.id, 'accept'));
    expect(accepted.statusCode).toBe(200);
    const ours = () =>
      [...google.calendar(email).values()].find((e) => e.extendedProperties?.private?.propreUid === `${booking.id}@propre.ca`);
    // The confirmation queued a sync (pg-boss), which wrote the booking as a busy event.
    // (Google is written first, then what was written is recorded: the status shows it once committed.)
    await until(
      async () => ours()?.status === 'confirmed' && (await status(cleaner)).pushedEvents === 1,
      'the booking in Google',
      { timeoutMs: 20_000 },
    );
    expect(ours()).toMatchObject({ transparency: 'opaque', start: { dateTime: accepted.json().startsAt } });
    expect(ours()?.summary).toContain('Montréal');
    const after = await status(cleaner);
    expect(after).toMatchObject({ pushedEvents: 1, busyPeriods: 0 });

    // A second sync changes nothing in Google (same event, no duplicate).
    const writes = google.requests.filter((r) => r.method !== 'GET' && r.path.includes('/events')).length;
    await sync(cleaner);
    expect(google.requests.filter((r) => r.method !== 'GET' && r.path.includes('/events')).length).toBe(writes);
    expect([...google.calendar(email).values()]).toHaveLength(1);

    // Moved: the same event, patched to the new time.
    const moved = await t.request(act(client, booking.id, 'postpone', { date: daysAhead(14), startTime: '13:30' }));
    expect(moved.statusCode).toBe(200);
    const newStart = moved.json().startsAt;
    await until(async () => ours()?.start.dateTime === newStart, 'the booking moved in Google', { timeoutMs: 20_000 });
    expect([...google.calendar(email).values()]).toHaveLength(1);
    expect(ours()?.end.dateTime).toBe(moved.json().endsAt);

    const cancelled = await t.request(act(client, booking.id, 'cancel', { reason: 'found_alternative' }));
    expect(cancelled.statusCode).toBe(200);
    await until(
      async () => ours()?.status === 'cancelled' && (await status(cleaner)).pushedEvents === 0,
      'the booking removed from Google',
      { timeoutMs: 20_000 },
    );
  });

  it('writes the bookings into the new account when the cleaner reconnects to another one', async () => {
    const { cleaner, email } = await connected();
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(16) }));
    expect((await t.request(act(cleaner, booking.id, 'accept'))).statusCode).toBe(200);
    // This sync and the one the confirmation queued may run together: one event all the same.
    expect((await sync(cleaner)).statusCode).toBe(200);
    expect([...google.calendar(email).values()].filter((e) => e.status === 'confirmed')).toHaveLength(1);

    const other = `autre.${email}`;
    const started = await start(cleaner);
    const { code, state } = await consent(started.authorizationUrl, other);
    const res = await complete(cleaner, { code, state });
    expect(res.json<Status>()).toMatchObject({ connected: true, accountEmail: other, pushedEvents: 1 });
    const copied = [...google.calendar(other).values()];
    expect(copied.map((e) => e.extendedProperties?.private?.propreUid)).toEqual([`${booking.id}@propre.ca`]);
  });

  it('records Google not answering (or its usage limit), with a retry time the sweep waits for', async () => {
    const { cleaner } = await connected();
    const due = () => t.app.propre.availability.google.due();
    expect(await due()).toContain(cleaner.user.id);
    for (const how of ['unavailable', 'rateLimited'] as const) {
      google.failNext(1, how);
      const res = await sync(cleaner);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'google_calendar_unreachable' });
      const after = await status(cleaner);
      expect(after.lastSyncError?.code).toBe('google_calendar_unreachable');
      expect(Date.parse(after.lastSyncError?.retryAt ?? '')).toBeGreaterThan(Date.now());
      expect(await due()).not.toContain(cleaner.user.id);
    }
    expect((await sync(cleaner)).statusCode).toBe(200);
    expect((await status(cleaner)).lastSyncError).toBeNull();
    expect(await due()).toContain(cleaner.user.id);
  });

  it('refreshes an expired access token with the refresh token, and keeps the new one sealed', async () => {
    const { cleaner } = await connected();
    const em = t.app.propre.db.orm.em.fork();
    await query(em, `update google_calendar_link set access_expires_at = now() - interval '1 minute' where user_id = $1`, [
      cleaner.user.id,
    ]);
    const [before] = await query<{ access_token_enc: string }>(
      em,
      'select access_token_enc from google_calendar_link where user_id = $1',
      [cleaner.user.id],
    );
    const refreshes = () => google.requests.filter((r) => r.path === '/token' && r.body?.grant_type === 'refresh_token').length;
    const refreshed = refreshes();
    expect((await sync(cleaner)).statusCode).toBe(200);
    expect(refreshes()).toBe(refreshed + 1);
    const [after] = await query<{ access_token_enc: string; access_expires_at: string }>(
      em,
      'select access_token_enc, access_expires_at from google_calendar_link where user_id = $1',
      [cleaner.user.id],
    );
    expect(after?.access_token_enc).not.toBe(before?.access_token_enc);
    expect(after?.access_token_enc).toMatch(/^v1\./);
    expect(Date.parse(after?.access_expires_at ?? '')).toBeGreaterThan(Date.now());
    // The next sync uses the kept token: no refresh.
    expect((await sync(cleaner)).statusCode).toBe(200);
    expect(refreshes()).toBe(refreshed + 1);
  });

  it('records access withdrawn at Google as refused (reconnect), with no retry planned', async () => {
    const { cleaner, email } = await connected();
    google.revokeAll(email);
    const res = await sync(cleaner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'google_calendar_refused' });
    expect((await status(cleaner)).lastSyncError).toMatchObject({ code: 'google_calendar_refused', retryAt: null });
    expect(await t.app.propre.availability.google.due()).not.toContain(cleaner.user.id);
  });

  it('answers 409 google_calendar_not_connected to a sync before connecting', async () => {
    const cleaner = await listedCleaner(t);
    const res = await sync(cleaner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'google_calendar_not_connected' });
  });
});

describe('Google Calendar: disconnecting', () => {
  it('revokes the grant at Google, deletes the tokens and the busy times read from Google', async () => {
    const { cleaner, email } = await connected();
    const date = plusDays(torontoToday(), 6);
    google.addEvent(email, {
      summary: 'Cours',
      start: { dateTime: torontoInstant(date, '10:00') },
      end: { dateTime: torontoInstant(date, '11:00') },
    });
    await sync(cleaner);
    expect((await status(cleaner)).busyPeriods).toBe(1);
    const [refreshToken] = google.refreshTokensOf(email);

    const res = await t.request({ method: 'DELETE', url: base, headers: bearer(cleaner) });
    expect(res.statusCode).toBe(204);
    expect(google.revoked.has(refreshToken ?? '')).toBe(true);
    expect(await status(cleaner)).toMatchObject({ connected: false, accountEmail: null, busyPeriods: 0 });
    const rows = await query(t.app.propre.db.orm.em.fork(), 'select 1 from google_calendar_link where user_id = $1', [
      cleaner.user.id,
    ]);
    expect(rows).toHaveLength(0);
    // Again: harmless.
    expect((await t.request({ method: 'DELETE', url: base, headers: bearer(cleaner) })).statusCode).toBe(204);
  });

  it('forgets the link, its tokens and the account’s address when the cleaner deletes their account', async () => {
    const { cleaner } = await connected();
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(cleaner),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await query(t.app.propre.db.orm.em.fork(), 'select 1 from google_calendar_link where user_id = $1', [
      cleaner.user.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});
