import type { paths } from '@propre/openapi/types';
import createClient, { defaultBodySerializer, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import { NetworkError, ProblemError, TimeoutError } from './errors.ts';
import { idempotentOperations } from './generated/idempotent-operations.ts';
import { type BinaryBody, type ClientPaths, currentUserPath } from './paths.ts';

/** Where the client finds the session token: a `Session`, or any object holding one. */
export interface TokenSource {
  getToken(): string | null | undefined;
}

export interface PropreClientOptions {
  /** Origin of the API, e.g. https://propre.ca or http://localhost:3000. */
  baseUrl: string;
  /** Sends `Authorization: Bearer <token>` on every request while it holds a token. */
  auth?: TokenSource;
  fetch?: typeof globalThis.fetch;
  /** Language of problem titles and details; the API defaults to French. */
  locale?: 'fr' | 'en';
  /** Milliseconds before a request fails with TimeoutError (spec: 10 s). */
  timeoutMs?: number;
  /**
   * Called with the answer of any request that gets 401, except the current-user call
   * (`GET /api/users/me`, whose 401 means "not signed in" and resolves to `data: null`).
   * The request still rejects with a ProblemError. Typical use: clear the session and send the
   * user to the sign-in page — unless they are on it (a wrong password is a 401 as well).
   */
  onUnauthorized?: (response: Response) => void;
  /**
   * Cookie sessions (a browser app signed in with the API's HttpOnly `propre_session` cookie):
   * requests carry the cookies (`credentials: 'include'`) and every write (POST, PUT, PATCH,
   * DELETE) sends `X-CSRF-Token`, which the API requires of a cookie-authenticated write.
   * `'cookie'` reads the token from the `propre_csrf` cookie (`document.cookie`); a function
   * returns it from anywhere else (a server-side cookie jar, a test). No token: no header.
   */
  csrf?: 'cookie' | (() => string | null | undefined);
}

/** The cookie where the API puts the CSRF token of a cookie session (readable by the page). */
export const csrfCookieName = 'propre_csrf';

/** The value of a cookie of `document.cookie`, or null (no document: Node, a worker). */
export function readCookie(name: string, cookies: string | undefined = globalThis.document?.cookie): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type Media = `${string}/${string}`;

/** The paths of `Paths` that have the operation `Method`. */
export type PathsWithMethod<Paths, Method extends string> = {
  [P in keyof Paths]: Paths[P] extends { [M in Method]: object } ? P : never;
}[keyof Paths] &
  string;

type RequiredKeysOf<T> = { [K in keyof T]: object extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeys<T> = RequiredKeysOf<T> extends undefined ? never : RequiredKeysOf<T>;

/** The init argument of a call: optional when the operation has no required parameter or body. */
type InitParam<Init> =
  RequiredKeys<Init> extends never ? [init?: Init & { [key: string]: unknown }] : [init: Init & { [key: string]: unknown }];

/**
 * What a successful call resolves with: the answer's data as the contract describes it for a
 * 2xx status (`undefined` for an answer without a body), parsed as `parseAs` says, and the
 * response. There is no `error`: every failure rejects (`PropreError`).
 */
export interface PropreResult<Data> {
  data: Data;
  response: Response;
}

/** The data of an operation's 2xx answers, read as `Init`'s `parseAs` says (JSON by default). */
export type SuccessData<Operation, Init> =
  Operation extends Record<string | number, unknown>
    ? Exclude<FetchResponse<Operation, Init, Media>, { error: unknown }>['data'] extends infer Data
      ? [Data] extends [never]
        ? undefined
        : Data
      : never
    : never;

type Call<Paths, Method extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, Method>,
  Init extends MaybeOptionalInit<Paths[Path] & object, Method & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<PropreResult<SuccessData<Paths[Path][Method & keyof Paths[Path]], Init>>>;

/** A typed client of a set of `paths` (openapi-typescript's shape): see `PropreClient`. */
export interface PropreClientFor<Paths> {
  request<
    Method extends HttpMethod,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Paths[Path] & object, Method & keyof Paths[Path]>,
  >(
    method: Method,
    url: Path,
    ...init: InitParam<Init>
  ): Promise<PropreResult<SuccessData<Paths[Path][Method & keyof Paths[Path]], Init>>>;
  GET: Call<Paths, 'get'>;
  PUT: Call<Paths, 'put'>;
  POST: Call<Paths, 'post'>;
  DELETE: Call<Paths, 'delete'>;
  OPTIONS: Call<Paths, 'options'>;
  HEAD: Call<Paths, 'head'>;
  PATCH: Call<Paths, 'patch'>;
  TRACE: Call<Paths, 'trace'>;
  /**
   * The address of a path the API answered with (a photo, an avatar: `/api/...`) on the API's
   * origin. On a partner's page a bare path would be read against the partner's own site.
   * Absolute addresses come back as they are.
   */
  resolveUrl(url: string): string;
  /** Adds an openapi-fetch middleware (runs after the SDK's own on requests, before it on answers). */
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}

/**
 * The typed client: the contract's operations, with the SDK's adjustments (see paths.ts).
 * A call resolves with `{ data, response }` for a 2xx answer and rejects otherwise.
 */
export type PropreClient = PropreClientFor<ClientPaths<paths>>;

export const defaultTimeoutMs = 10_000;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isBinary = (body: unknown): body is BinaryBody =>
  body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body);

// openapi-fetch would send every body as JSON: bytes go as they are, and so does the text of a
// text/* body. Bytes without their own content-type would be labelled application/json, which
// no API accepts, so that is a mistake in the call, reported before anything is sent.
function serializeBody(body: unknown, headers?: Headers): unknown {
  // A text body of a text media type (an iCalendar file) is that text, not a JSON string.
  if (typeof body === 'string' && headers?.get('content-type')?.startsWith('text/')) return body;
  if (!isBinary(body)) return (defaultBodySerializer as (body: unknown, headers?: Headers) => unknown)(body, headers);
  if (!headers?.get('content-type')) {
    throw new TypeError('A binary body needs its media type: pass headers: { "content-type": "image/png" } (for example).');
  }
  return body;
}

/**
 * Creates an instance of the typed client: every operation of the contract with typed paths,
 * parameters, bodies and results. Failures reject: ProblemError for a non-2xx answer,
 * TimeoutError, NetworkError.
 *
 * Idempotency: operations whose contract declares an `Idempotency-Key` header get a fresh
 * `crypto.randomUUID()` key per call unless the caller sets the header; any POST, PUT, PATCH or
 * DELETE call can also pass `{ idempotencyKey }` to send its own key (reuse it when retrying).
 */
export function createPropreClient(options: PropreClientOptions): PropreClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const baseFetch = options.fetch ?? globalThis.fetch;
  const idempotent = new Set(idempotentOperations);
  const { csrf } = options;
  const csrfToken = csrf === undefined ? undefined : csrf === 'cookie' ? () => readCookie(csrfCookieName) : csrf;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const client = createClient<ClientPaths<paths>>({
    baseUrl,
    // A cookie session needs its cookies, on another origin (a partner's page) too.
    ...(csrf === undefined ? {} : { credentials: 'include' as const }),
    headers: { accept: 'application/json' },
    bodySerializer: serializeBody,
    fetch: async (request: Request) => {
      try {
        return await baseFetch(request, {
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        } as RequestInit);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError(timeoutMs);
        throw new NetworkError(error);
      }
    },
  });
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      if (options.locale) headers.set('accept-language', options.locale);
      const token = options.auth?.getToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (csrfToken && writeMethods.has(request.method) && !headers.has('x-csrf-token')) {
        const value = csrfToken();
        if (value) headers.set('x-csrf-token', value);
      }
      // openapi-fetch copies unknown init keys onto the Request, which is how `idempotencyKey` arrives.
      const key = (request as Request & { idempotencyKey?: unknown }).idempotencyKey;
      if (writeMethods.has(request.method) && !headers.has('idempotency-key')) {
        if (typeof key === 'string' && key) headers.set('idempotency-key', key);
        else if (idempotent.has(`${request.method} ${schemaPath}`)) headers.set('idempotency-key', crypto.randomUUID());
      }
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      if (response.status === 401) {
        // Left to the GET wrapper below, which turns it into `data: null`.
        if (request.method === 'GET' && schemaPath === currentUserPath) return response;
        options.onUnauthorized?.(response.clone());
      }
      throw await ProblemError.fromResponse(response);
    },
  };
  client.use(middleware);

  // The only non-2xx answer that reaches here is the current user's 401 (the middleware throws
  // for every other one): the caller sees "no user", with the real response.
  const asNoUser = <R extends { response: Response }>(result: R): R =>
    result.response.ok ? result : ({ data: null, response: result.response } as unknown as R);
  const { GET, request } = client;
  client.GET = ((url: string, init?: object) =>
    (GET as (url: string, init?: object) => Promise<{ response: Response }>)(url, init).then(asNoUser)) as typeof GET;
  client.request = ((method: string, url: string, init?: object) =>
    (request as (method: string, url: string, init?: object) => Promise<{ response: Response }>)(method, url, init).then(
      asNoUser,
    )) as typeof request;
  const resolveUrl = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url}` : url);
  Object.assign(client, { resolveUrl });
  // openapi-fetch's own result type also has an `error` branch, which the middleware above
  // never lets through: the SDK's type says what a call really resolves with.
  return client as unknown as PropreClient;
}
