import { createHash } from 'node:crypto';
import { calendar_v3 } from '@googleapis/calendar';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type {
  BusyPeriod,
  BusyReading,
  CalendarDocument,
  CalendarEvent,
  CalendarProvider,
  EventTime,
  TimeWindow,
} from '../calendar-provider.ts';
import { type GoogleEndpoints, googleScopes } from './google-endpoints.ts';

/**
 * Google Calendar through Google's own clients (`google-auth-library` for OAuth 2.0 with PKCE,
 * `@googleapis/calendar` for the Calendar API v3), pointed at Google's hosts or at the local
 * stand-in (local-google-server.ts) — the same requests either way.
 */

/** Google refused our access (a revoked or expired grant, a code already used): only reconnecting helps. */
export class GoogleRefusedError extends Error {
  override name = 'GoogleRefusedError';
}
/** Google did not answer, or answered 5xx/429: trying again later may work. */
export class GoogleUnreachableError extends Error {
  override name = 'GoogleUnreachableError';
  /** Google's HTTP status, when it answered. */
  readonly status: number | undefined;
  constructor(message: string, options?: { cause?: unknown; status?: number | undefined }) {
    super(message, options);
    this.status = options?.status;
  }
}

export interface GoogleTokens {
  refreshToken: string;
  accessToken: string | null;
  accessExpiresAt: Date | null;
}

/** A booking already written into Google: its event id and the hash of what was written. */
export interface PushedEvent {
  googleEventId: string;
  contentHash: string;
}

export interface PushOutcome {
  /** What is in Google now, by our uid (what was pushed before and still is, plus what is new). */
  pushed: Map<string, PushedEvent>;
  inserted: number;
  updated: number;
  deleted: number;
}

/** The extended property that marks the events Propre wrote, so reading busy times skips them. */
const ownMark = 'propreUid';

export interface GoogleClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  endpoints: GoogleEndpoints;
}

export interface GoogleCalendarClient {
  /** A PKCE verifier and its S256 challenge. */
  newPkce(): Promise<{ verifier: string; challenge: string }>;
  authorizationUrl(input: { state: string; challenge: string }): string;
  /** Trades the code (with the verifier) for tokens. */
  exchange(code: string, verifier: string): Promise<GoogleTokens>;
  /** The calendar of one account; `onTokens` hears of a refreshed access token, to keep it. */
  account(tokens: GoogleTokens, onTokens: (tokens: GoogleTokens) => void): GoogleAccountCalendar;
  revoke(token: string): Promise<void>;
}

/** One account's primary calendar, as a CalendarProvider: busy times read, bookings pushed. */
export interface GoogleAccountCalendar extends CalendarProvider<{ calendarId: 'primary' }, PushOutcome> {
  /** The primary calendar's id: the account's address. */
  primaryId(): Promise<string | null>;
  /** Pushes against what was pushed before (uid → event), inserting, updating and deleting. */
  pushAgainst(previous: ReadonlyMap<string, PushedEvent>, calendar: CalendarDocument): Promise<PushOutcome>;
}

export function createGoogleCalendarClient(options: GoogleClientOptions): GoogleCalendarClient {
  const oauth = () =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: options.endpoints.authorizationUrl,
        oauth2TokenUrl: options.endpoints.tokenUrl,
        oauth2RevokeUrl: options.endpoints.revokeUrl,
      },
    });

  return {
    async newPkce() {
      const { codeVerifier, codeChallenge } = await oauth().generateCodeVerifierAsync();
      return { verifier: codeVerifier, challenge: codeChallenge ?? s256(codeVerifier) };
    },
    authorizationUrl({ state, challenge }) {
      return oauth().generateAuthUrl({
        access_type: 'offline',
        // Google gives a refresh token on consent only: asking again makes sure a reconnect gets one.
        prompt: 'consent',
        scope: googleScopes,
        state,
        code_challenge: challenge,
        code_challenge_method: CodeChallengeMethod.S256,
        include_granted_scopes: true,
      });
    },
    async exchange(code, verifier) {
      const { tokens } = await googleCall(() => oauth().getToken({ code, codeVerifier: verifier }));
      if (!tokens.refresh_token) throw new GoogleRefusedError('Google gave no refresh token');
      return {
        refreshToken: tokens.refresh_token,
        accessToken: tokens.access_token ?? null,
        accessExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      };
    },
    account(tokens, onTokens) {
      const auth = oauth();
      auth.setCredentials({
        refresh_token: tokens.refreshToken,
        access_token: tokens.accessToken,
        expiry_date: tokens.accessExpiresAt?.getTime() ?? null,
      });
      auth.on('tokens', (fresh) => {
        if (!fresh.access_token) return;
        onTokens({
          refreshToken: fresh.refresh_token ?? tokens.refreshToken,
          accessToken: fresh.access_token,
          accessExpiresAt: fresh.expiry_date ? new Date(fresh.expiry_date) : null,
        });
      });
      // Our job retries with its own growing delay; the client's retries would only hold the worker.
      const api = new calendar_v3.Calendar({ auth, rootUrl: options.endpoints.apiRootUrl, retry: false });
      return accountCalendar(api);
    },
    async revoke(token) {
      await googleCall(() => oauth().revokeToken(token));
    },
  };
}

function accountCalendar(api: calendar_v3.Calendar): GoogleAccountCalendar {
  const calendarId = 'primary';
  const account: GoogleAccountCalendar = {
    name: 'google',
    async primaryId() {
      const { data } = await googleCall(() => api.calendarList.get({ calendarId }));
      return data.id ?? null;
    },
    async readBusyTimes(_source, window) {
      return readBusy(api, window);
    },
    async pushEvents(calendar) {
      return account.pushAgainst(new Map(), calendar);
    },
    async pushAgainst(previous, calendar) {
      const outcome: PushOutcome = { pushed: new Map(), inserted: 0, updated: 0, deleted: 0 };
      for (const event of calendar.events) {
        const body = googleEventOf(event);
        const contentHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
        const known = previous.get(event.uid);
        if (known?.contentHash === contentHash) {
          outcome.pushed.set(event.uid, known);
          continue;
        }
        // Our own event id, derived from the uid: a second insert of one booking (a sync that
        // died after Google kept the event, two instances at once) answers 409 instead of
        // making a duplicate, and is then an update.
        const eventId = googleEventIdOf(event.uid);
        const inserted = await googleCall(() => api.events.insert({ calendarId, requestBody: { ...body, id: eventId } })).catch(
          (error: unknown) => {
            if (error instanceof GoogleUnreachableError && error.status === 409) return null;
            throw error;
          },
        );
        if (!inserted) {
          // Restores it too when the cleaner had deleted it in Google.
          await googleCall(() => api.events.patch({ calendarId, eventId, requestBody: { ...body, status: 'confirmed' } }));
        }
        outcome.pushed.set(event.uid, { googleEventId: eventId, contentHash });
        if (inserted) outcome.inserted += 1;
        else outcome.updated += 1;
      }
      for (const [uid, gone] of previous) {
        if (outcome.pushed.has(uid)) continue;
        await googleCall(() => api.events.delete({ calendarId, eventId: gone.googleEventId })).catch(ignoreGone);
        outcome.deleted += 1;
      }
      return outcome;
    },
  };
  return account;
}

/** Busy time: events of the window not marked free, not cancelled, and not written by us. */
async function readBusy(api: calendar_v3.Calendar, window: TimeWindow): Promise<BusyReading> {
  const periods: BusyPeriod[] = [];
  let events = 0;
  let skipped = 0;
  let pageToken: string | undefined;
  do {
    const token = pageToken;
    const { data } = await googleCall(() =>
      api.events.list({
        calendarId: 'primary',
        timeMin: window.from.toISOString(),
        timeMax: window.to.toISOString(),
        singleEvents: true,
        showDeleted: false,
        maxResults: 2500,
        ...(token ? { pageToken: token } : {}),
      }),
    );
    for (const item of data.items ?? []) {
      events += 1;
      const start = instantOf(item.start);
      const end = instantOf(item.end);
      const ours = item.extendedProperties?.private?.[ownMark] !== undefined;
      if (ours || item.status === 'cancelled' || item.transparency === 'transparent' || !start || !end || end <= start) {
        skipped += 1;
        continue;
      }
      periods.push({
        start: new Date(Math.max(start.getTime(), window.from.getTime())),
        end: new Date(Math.min(end.getTime(), window.to.getTime())),
      });
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  periods.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { events, skipped, periods };
}

/** An all-day event's date is read in America/Toronto, as imported .ics dates are. */
function instantOf(time: calendar_v3.Schema$EventDateTime | undefined): Date | null {
  if (time?.dateTime) return new Date(time.dateTime);
  if (time?.date) return torontoMidnight(time.date);
  return null;
}

function torontoMidnight(date: string): Date {
  const utc = new Date(`${date}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', timeZoneName: 'longOffset' })
    .formatToParts(utc)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utc.getTime() - minutes * 60_000);
}

function timeOf(time: EventTime): calendar_v3.Schema$EventDateTime {
  return 'date' in time ? { date: time.date } : { dateTime: time.instant.toISOString(), timeZone: 'UTC' };
}

function googleEventOf(event: CalendarEvent): calendar_v3.Schema$Event {
  return {
    summary: event.summary,
    ...(event.description ? { description: event.description } : {}),
    start: timeOf(event.start),
    end: timeOf(event.end),
    transparency: event.transparent ? 'transparent' : 'opaque',
    extendedProperties: { private: { [ownMark]: event.uid } },
  };
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A deleted or unknown event (404, 410) is as good as gone: answers null. */
function ignoreGone(error: unknown): null {
  if (error instanceof GoogleUnreachableError && (error.status === 404 || error.status === 410)) return null;
  throw error;
}

/** Google event ids are 5–1024 characters of base32hex (0-9, a-v): the uid's SHA-256 in hex is one. */
export function googleEventIdOf(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}

/** Google's answers sorted into "refused" (only reconnecting helps) and "unreachable" (retry later). */
async function googleCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = error as { status?: number; response?: { status?: number; data?: { error?: unknown } } };
    const status = failure.status ?? failure.response?.status;
    const body = failure.response?.data?.error;
    const oauthError = typeof body === 'string' ? body : undefined;
    // The Calendar API answers its usage limits with 403 too: those pass, unlike a refusal.
    const reason = (body as { errors?: Array<{ reason?: string }> } | undefined)?.errors?.[0]?.reason;
    const limited = reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded' || reason === 'quotaExceeded';
    const message = `Google answered ${status ?? 'nothing'}${oauthError ? ` (${oauthError})` : reason ? ` (${reason})` : ''}`;
    const refusedGrant =
      oauthError === 'invalid_grant' || oauthError === 'invalid_client' || oauthError === 'unauthorized_client';
    if (refusedGrant || status === 401 || (status === 403 && !limited)) throw new GoogleRefusedError(message, { cause: error });
    throw new GoogleUnreachableError(message, { cause: error, status });
  }
}
