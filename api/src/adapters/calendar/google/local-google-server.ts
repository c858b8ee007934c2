import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the part of the Calendar API v3 Propre
 * uses, answering Google's HTTP shapes (JSON bodies, `{ error: { code, message, status, errors } }`
 * failures, OAuth `{ error, error_description }`): local development runs Google Calendar sync
 * against it when no Google credentials are configured, and tests drive Google's own client
 * against it. It checks what Google checks: the client's id and secret, the redirect URI, the
 * PKCE verifier against the S256 challenge, one use per code, bearer tokens, revocation.
 *
 * The consent page consents at once (302 back with `code` and `state`) for the account named by
 * `login_hint`, or `defaultEmail`.
 */

export interface LocalGoogleEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  transparency?: 'opaque' | 'transparent';
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
  etag: string;
  updated: string;
}

export interface LocalGoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
}

interface Grant {
  email: string;
  challenge: string;
  redirectUri: string;
}

export interface LocalGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  requests: LocalGoogleRequest[];
  /** Events of an account's primary calendar, by id. */
  calendar(email: string): Map<string, LocalGoogleEvent>;
  /** Adds an event to an account's primary calendar (the cleaner's own appointment). */
  addEvent(
    email: string,
    event: Omit<LocalGoogleEvent, 'id' | 'etag' | 'updated' | 'status'> & { status?: 'confirmed' | 'cancelled' },
  ): LocalGoogleEvent;
  /** Refresh tokens issued to an account so far, oldest first. */
  refreshTokensOf(email: string): string[];
  /** Refresh tokens revoked so far. */
  revoked: Set<string>;
  /** Revokes an account's grant as a person would from their Google account page. */
  revokeAll(email: string): void;
  /** The next n Calendar API requests answer 503, or 403 `rateLimitExceeded` (Google's usage limit). */
  failNext(count: number, how?: 'unavailable' | 'rateLimited'): void;
  close(): Promise<void>;
}

export async function startLocalGoogle(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string; defaultEmail?: string } = {},
): Promise<LocalGoogle> {
  const clientId = options.clientId ?? 'propre-local.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'local-google-secret';
  const defaultEmail = options.defaultEmail ?? 'cleaner@gmail.test';
  const grants = new Map<string, Grant>();
  const refreshTokens = new Map<string, string>(); // refresh token → email
  const accessTokens = new Map<string, { email: string; refreshToken: string }>();
  const calendars = new Map<string, Map<string, LocalGoogleEvent>>();
  const revoked = new Set<string>();
  const requests: LocalGoogleRequest[] = [];
  let failures = 0;
  let failure: 'unavailable' | 'rateLimited' = 'unavailable';

  const calendar = (email: string) => {
    const events = calendars.get(email) ?? new Map<string, LocalGoogleEvent>();
    calendars.set(email, events);
    return events;
  };
  const stamp = (event: Omit<LocalGoogleEvent, 'etag' | 'updated'>): LocalGoogleEvent => ({
    ...event,
    etag: `"${randomBytes(6).toString('hex')}"`,
    updated: new Date().toISOString(),
  });
  const issueAccess = (email: string, refreshToken: string) => {
    const token = `ya29.${randomBytes(18).toString('base64url')}`;
    accessTokens.set(token, { email, refreshToken });
    return token;
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => json(res, 500, apiError(500, String(error), 'INTERNAL')));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const query = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    const body = parseBody(raw, req.headers['content-type']);
    const path = url.pathname;
    requests.push({ method: req.method ?? 'GET', path, query, body, authorization: req.headers.authorization });

    if (req.method === 'GET' && path === '/o/oauth2/v2/auth') return consent(res, query);
    if (req.method === 'POST' && path === '/token') return token(res, body ?? {}, req.headers.authorization);
    if (req.method === 'POST' && path === '/revoke') return revoke(res, query.token ?? String(body?.token ?? ''));
    if (path.startsWith('/calendar/v3/')) {
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const owner = auth ? accessTokens.get(auth) : undefined;
      if (!owner || revoked.has(owner.refreshToken)) {
        return json(res, 401, apiError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED', 'authError'));
      }
      if (failures > 0) {
        failures -= 1;
        if (failure === 'rateLimited')
          return json(res, 403, apiError(403, 'Rate Limit Exceeded', 'PERMISSION_DENIED', 'rateLimitExceeded'));
        return json(res, 503, apiError(503, 'The service is currently unavailable.', 'UNAVAILABLE', 'backendError'));
      }
      return calendarApi(req.method ?? 'GET', path.slice('/calendar/v3'.length), query, body, owner.email, res);
    }
    json(res, 404, apiError(404, 'Not Found', 'NOT_FOUND', 'notFound'));
  }

  function consent(res: ServerResponse, query: Record<string, string>) {
    if (query.client_id !== clientId) return oauthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
    if (!query.redirect_uri || query.response_type !== 'code')
      return oauthError(res, 400, 'invalid_request', 'Missing redirect_uri or response_type=code.');
    if (!query.code_challenge || query.code_challenge_method !== 'S256') {
      return oauthError(res, 400, 'invalid_request', 'This stand-in, like Propre, requires PKCE with S256.');
    }
    const code = `4/${randomBytes(24).toString('base64url')}`;
    grants.set(code, {
      email: query.login_hint || defaultEmail,
      challenge: query.code_challenge,
      redirectUri: query.redirect_uri,
    });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', code);
    if (query.state) back.searchParams.set('state', query.state);
    back.searchParams.set('scope', query.scope ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  }

  function token(res: ServerResponse, form: Record<string, unknown>, authorization: string | undefined) {
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    if ((form.client_id ?? basicId) !== clientId || (form.client_secret ?? basicSecret) !== clientSecret) {
      return oauthError(res, 401, 'invalid_client', 'Unauthorized');
    }
    if (form.grant_type === 'authorization_code') {
      const grant = grants.get(String(form.code));
      grants.delete(String(form.code));
      if (!grant) return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
      if (form.redirect_uri !== grant.redirectUri) return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = String(form.code_verifier ?? '');
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      const refreshToken = `1//${randomBytes(24).toString('base64url')}`;
      refreshTokens.set(refreshToken, grant.email);
      return json(res, 200, {
        access_token: issueAccess(grant.email, refreshToken),
        expires_in: 3599,
        refresh_token: refreshToken,
        scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.calendarlist.readonly',
        token_type: 'Bearer',
      });
    }
    if (form.grant_type === 'refresh_token') {
      const refreshToken = String(form.refresh_token);
      const email = refreshTokens.get(refreshToken);
      if (!email || revoked.has(refreshToken)) return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return json(res, 200, {
        access_token: issueAccess(email, refreshToken),
        expires_in: 3599,
        scope: '',
        token_type: 'Bearer',
      });
    }
    oauthError(res, 400, 'unsupported_grant_type', 'Invalid grant_type.');
  }

  function revoke(res: ServerResponse, tokenValue: string) {
    const refreshToken = refreshTokens.has(tokenValue) ? tokenValue : accessTokens.get(tokenValue)?.refreshToken;
    if (!refreshToken || revoked.has(refreshToken)) return oauthError(res, 400, 'invalid_token', 'Token expired or revoked');
    revoked.add(refreshToken);
    json(res, 200, {});
  }

  function calendarApi(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown> | null,
    email: string,
    res: ServerResponse,
  ) {
    if (method === 'GET' && path === '/users/me/calendarList/primary') {
      return json(res, 200, {
        kind: 'calendar#calendarListEntry',
        etag: '"1"',
        id: email,
        summary: email,
        timeZone: 'America/Toronto',
        accessRole: 'owner',
        primary: true,
      });
    }
    const events = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!events || decodeURIComponent(events[1] ?? '') !== 'primary')
      return json(res, 404, apiError(404, 'Not Found', 'NOT_FOUND', 'notFound'));
    const items = calendar(email);
    const eventId = events[2] ? decodeURIComponent(events[2]) : undefined;
    if (!eventId && method === 'GET') return json(res, 200, listEvents(items, query));
    if (!eventId && method === 'POST') {
      const invalid = invalidEvent(body);
      if (invalid) return json(res, 400, apiError(400, invalid, 'INVALID_ARGUMENT', 'invalid'));
      const id = typeof body?.id === 'string' ? body.id : randomBytes(13).toString('hex');
      if (!/^[0-9a-v]{5,1024}$/.test(id))
        return json(res, 400, apiError(400, 'Invalid resource id value.', 'INVALID_ARGUMENT', 'invalid'));
      // Like Google, an id stays taken by its event, deleted (cancelled) or not.
      if (items.has(id))
        return json(res, 409, apiError(409, 'The requested identifier already exists.', 'ALREADY_EXISTS', 'duplicate'));
      const event = stamp({ ...(body as Omit<LocalGoogleEvent, 'id'>), id, status: 'confirmed' });
      items.set(event.id, event);
      return json(res, 200, { kind: 'calendar#event', ...event });
    }
    const existing = eventId ? items.get(eventId) : undefined;
    if (!existing) return json(res, 404, apiError(404, 'Not Found', 'NOT_FOUND', 'notFound'));
    // A deleted event answers 410, except a patch that sets it confirmed again (which restores it).
    const restores = method === 'PATCH' && body?.status === 'confirmed';
    if (existing.status === 'cancelled' && !restores)
      return json(res, 410, apiError(410, 'Resource has been deleted', 'GONE', 'deleted'));
    if (method === 'PATCH') {
      const event = stamp({ ...existing, ...(body as Partial<LocalGoogleEvent>), id: existing.id });
      items.set(event.id, event);
      return json(res, 200, { kind: 'calendar#event', ...event });
    }
    if (method === 'DELETE') {
      items.set(existing.id, stamp({ ...existing, status: 'cancelled' }));
      return res.writeHead(204).end();
    }
    if (method === 'GET') return json(res, 200, { kind: 'calendar#event', ...existing });
    json(res, 405, apiError(405, 'Method Not Allowed', 'METHOD_NOT_ALLOWED', 'notAllowed'));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '127.0.0.1' ? options.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    clientId,
    clientSecret,
    requests,
    calendar,
    addEvent(email, event) {
      const stored = stamp({ status: 'confirmed', ...event, id: randomBytes(13).toString('hex') });
      calendar(email).set(stored.id, stored);
      return stored;
    },
    refreshTokensOf: (email) => [...refreshTokens].filter(([, owner]) => owner === email).map(([token]) => token),
    revoked,
    revokeAll(email) {
      for (const [refreshToken, owner] of refreshTokens) if (owner === email) revoked.add(refreshToken);
    },
    failNext(count, how = 'unavailable') {
      failures = count;
      failure = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** events.list with singleEvents: events overlapping [timeMin, timeMax), deleted ones left out, pages of maxResults. */
function listEvents(items: Map<string, LocalGoogleEvent>, query: Record<string, string>) {
  const from = query.timeMin ? Date.parse(query.timeMin) : Number.NEGATIVE_INFINITY;
  const to = query.timeMax ? Date.parse(query.timeMax) : Number.POSITIVE_INFINITY;
  const at = (time: LocalGoogleEvent['start']) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);
  const matching = [...items.values()]
    .filter((e) => (query.showDeleted === 'true' || e.status !== 'cancelled') && at(e.end) > from && at(e.start) < to)
    .sort((a, b) => at(a.start) - at(b.start));
  const size = Math.min(Number(query.maxResults ?? 250), 2500);
  const offset = Number(query.pageToken ?? 0);
  const page = matching.slice(offset, offset + size);
  return {
    kind: 'calendar#events',
    etag: '"p1"',
    summary: 'primary',
    updated: new Date().toISOString(),
    timeZone: 'America/Toronto',
    accessRole: 'owner',
    items: page.map((e) => ({ kind: 'calendar#event', ...e })),
    ...(offset + size < matching.length ? { nextPageToken: String(offset + size) } : {}),
  };
}

function invalidEvent(body: Record<string, unknown> | null): string | null {
  const time = (value: unknown) => {
    const t = value as LocalGoogleEvent['start'] | undefined;
    return Boolean(t && (typeof t.dateTime === 'string' || typeof t.date === 'string'));
  };
  if (!body) return 'Missing event.';
  if (!time(body.start)) return 'Missing start time.';
  if (!time(body.end)) return 'Missing end time.';
  return null;
}

function apiError(code: number, message: string, status: string, reason = 'error') {
  return { error: { code, message, errors: [{ message, domain: 'global', reason }], status } };
}

function oauthError(res: ServerResponse, status: number, error: string, description: string) {
  json(res, status, { error, error_description: description });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}
