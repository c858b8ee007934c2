import type { PathsWithMethod, PropreClientFor, SuccessData } from './client.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation<Paths, Path extends keyof Paths, M extends string> = Paths[Path] extends { [K in M]: infer Op } ? Op : never;

// openapi-typescript writes an absent part as `part?: never`, an optional one as `part?: {…}`.
type PathPart<Op> = Op extends { parameters: { path: infer P } } ? ([P] extends [never] ? unknown : { path: P }) : unknown;
type QueryPart<Op> = Op extends { parameters: { query: infer Q } }
  ? [Q] extends [never]
    ? unknown
    : { query: Q }
  : Op extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? unknown
      : { query?: NonNullable<Q> }
    : unknown;
// Only a required header is a variable: the optional ones (Idempotency-Key) are the client's.
type HeaderPart<Op> = Op extends { parameters: { header: infer H } } ? ([H] extends [never] ? unknown : { header: H }) : unknown;

/** A body as a caller gives it: JSON, the text of a text media type, or a Blob whose type is its media type. */
type BodyOf<Content> = 'application/json' extends keyof Content
  ? Content['application/json']
  : [Extract<keyof Content, `text/${string}`>] extends [never]
    ? Blob
    : string;
type BodyPart<Op> = Op extends { requestBody: { content: infer Content } }
  ? { body: BodyOf<Content> }
  : Op extends { requestBody?: infer RequestBody }
    ? [NonNullable<RequestBody>] extends [never]
      ? unknown
      : NonNullable<RequestBody> extends { content: infer Content }
        ? { body?: BodyOf<Content> }
        : unknown
    : unknown;

// Flattened so that editors and errors show `{ path: …; body: … }`, not the intersection.
type Parts<Op> = PathPart<Op> & QueryPart<Op> & HeaderPart<Op> & BodyPart<Op> extends infer V ? { [K in keyof V]: V[K] } : never;

/**
 * No variables: TanStack's `mutate()` and `callOperation(client, method, path)` are called
 * without an argument only when they are `void`.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: the one type meaning "called without an argument".
type NoVariables = void;

/**
 * What an operation takes: `{ path, query, body }`, each present when the operation has it and
 * required when the contract requires it (`path` always is). `void` when it takes nothing, and
 * `void` allowed when every part is optional: `mutate()`.
 */
export type OperationVariables<Paths, M extends string, Path extends keyof Paths> =
  Parts<Operation<Paths, Path, M>> extends infer V
    ? keyof V extends never
      ? NoVariables
      : object extends V
        ? V | NoVariables
        : V
    : never;

/** What an operation resolves with: the data of its 2xx answer (`undefined` without a body). */
export type OperationData<Paths, M extends string, Path extends keyof Paths> = SuccessData<Operation<Paths, Path, M>, object>;

export interface CallOptions {
  /** Sent as `Idempotency-Key` (a write): reuse it when you retry the same call. */
  idempotencyKey?: string;
  /** The body's media type, when it is not JSON and not a Blob that has its own type (`text/calendar`). */
  contentType?: string;
  signal?: AbortSignal;
  /** The request outlives the page (the page is being left): `fetch`'s `keepalive`. */
  keepalive?: boolean;
}

type CallArgs<Paths, M extends string, Path extends keyof Paths> =
  NoVariables extends OperationVariables<Paths, M, Path>
    ? [variables?: OperationVariables<Paths, M, Path>, options?: CallOptions]
    : [variables: OperationVariables<Paths, M, Path>, options?: CallOptions];

/** The variables as `callOperation` reads them at run time. */
interface AnyVariables {
  path?: Record<string, unknown>;
  query?: object;
  header?: object;
  body?: unknown;
}

/**
 * Calls one operation of the contract, outside any cache: resolves with the answer's data,
 * rejects with a `PropreError`. The variables are those of the operation's mutation factory
 * (`{ path, query, body }`), so `callOperation(propre, 'post', '/api/bookings/{bookingId}/balance-payment',
 * { path: { bookingId }, body }, { idempotencyKey })` is the payment a retry must not repeat.
 */
export function callOperation<Paths, M extends Method, Path extends PathsWithMethod<Paths, M>>(
  client: PropreClientFor<Paths>,
  method: M,
  path: Path,
  ...[variables, options = {}]: CallArgs<Paths, M, Path>
): Promise<OperationData<Paths, M, Path>> {
  const { path: pathParams, query, header, body } = (variables ?? {}) as AnyVariables;
  const type = options.contentType ?? (body instanceof Blob && body.type ? body.type : undefined);
  const init = {
    params: {
      ...(pathParams ? { path: pathParams } : {}),
      ...(query !== undefined ? { query } : {}),
      ...(header ? { header } : {}),
    },
    ...(body === undefined ? {} : { body }),
    ...(type ? { headers: { 'content-type': type } } : {}),
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  };
  const request = client.request as unknown as (method: string, path: string, init: object) => Promise<{ data: unknown }>;
  return request(method, path, init).then(({ data }) => data as OperationData<Paths, M, Path>);
}
