/**
 * What the generated factories (`./<area>.ts`, one per operationId prefix) are made of: query
 * options for a GET, mutation options for a write that invalidate, on success, the queries the
 * generated map lists for the operation.
 */

import type { operations, paths } from '@propre/openapi/types';
import type { QueryClient } from '@tanstack/query-core';
import type { PropreClient } from '../client.ts';
import { invalidations, type WriteOperationId } from '../generated/invalidations.ts';
import type { ClientPaths } from '../paths.ts';
import {
  type PathsWith,
  type PropreMutationOptions,
  type PropreQueryOptions,
  type QueryData,
  queryOptionsFor,
  type ResponseData,
} from './core.ts';

type Paths = ClientPaths<paths>;
type WriteMethod = 'post' | 'put' | 'patch' | 'delete';
type Parameters<Id extends keyof operations> = operations[Id]['parameters'];

/** The type of a path parameter of an operation: `PathParam<'bookings.get', 'bookingId'>`. */
export type PathParam<Id extends keyof operations, Name extends string> =
  Parameters<Id> extends { path: infer Path } ? (Name extends keyof Path ? Path[Name] : never) : never;

/** The query parameters of an operation: `Query<'search.findCleaners'>`. */
export type Query<Id extends keyof operations> = NonNullable<Parameters<Id>['query']>;

/** How a GET's answer is read: JSON (the default), or bytes and text for the contract's files. */
export type ReadAs = 'blob' | 'text';

type ReadData<Data, As extends ReadAs | undefined> = As extends 'blob' ? Blob : As extends 'text' ? string : Data;

type Operation<Path extends keyof Paths, Method extends string> = Paths[Path] extends { [M in Method]: infer Op } ? Op : never;

/**
 * No variables: TanStack's `mutate()` can be called without an argument only when they are `void`.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: the one type meaning "called without an argument".
export type NoBody = void;

/**
 * What a write's mutation takes: its JSON body (or nothing, when the body is optional), a `Blob`
 * (a `File`) for a binary body, whose own type is sent as its content-type, the text of a text
 * body, or nothing.
 */
export type Variables<Path extends keyof Paths, Method extends string> =
  Operation<Path, Method> extends { requestBody?: infer RequestBody }
    ? [NonNullable<RequestBody>] extends [never]
      ? NoBody
      : NonNullable<RequestBody> extends { content: infer Content }
        ? 'application/json' extends keyof Content
          ? Content['application/json'] | (Operation<Path, Method> extends { requestBody: unknown } ? never : NoBody)
          : Extract<keyof Content, `text/${string}`> extends never
            ? Blob
            : string
        : NoBody
    : NoBody;

/** The parameters of a call (path, query), as they appear in query keys. */
export interface CallParams {
  path?: Record<string, unknown>;
  query?: object | undefined;
}

const withoutEmpty = (params: CallParams): CallParams => ({
  ...(params.path ? { path: params.path } : {}),
  ...(params.query !== undefined ? { query: params.query } : {}),
});

/** What a GET's factory gives: `QueryOptions<'/api/bookings/{bookingId}'>`. */
export type QueryOptions<Path extends PathsWith<Paths, 'get'>, As extends ReadAs | undefined = undefined> = PropreQueryOptions<
  ReadData<QueryData<Paths, Path>, As>,
  Path
>;

/** What a write's factory gives: `MutationOptions<'post', '/api/bookings/{bookingId}/accept'>`. */
export type MutationOptions<Method extends WriteMethod, Path extends PathsWith<Paths, Method>> = PropreMutationOptions<
  ResponseData<Paths, Path, Method>,
  Variables<Path, Method>,
  Method,
  Path
>;

/** Query options for a GET, keyed `['propre', path, { path, query }]` as `queryOptionsFor` keys them. */
export function queryFor<Path extends PathsWith<Paths, 'get'>, As extends ReadAs | undefined = undefined>(
  client: PropreClient,
  path: Path,
  params: CallParams = {},
  readAs?: As,
): PropreQueryOptions<ReadData<QueryData<Paths, Path>, As>, Path> {
  const init = { params: withoutEmpty(params), ...(readAs ? { parseAs: readAs } : {}) };
  return (queryOptionsFor as (client: PropreClient, path: string, init: object) => unknown)(
    client,
    path,
    init,
  ) as PropreQueryOptions<ReadData<QueryData<Paths, Path>, As>, Path>;
}

/** How a write's variables are sent: JSON (the default), a Blob with its own type, or text of a media type. */
export type SendAs = 'blob' | `text/${string}`;

/** What a write makes stale: GET path templates, or `'*'` (it changes who is signed in). */
export type Stale = '*' | readonly string[];

/**
 * Mutation options for a write: the variables are the body (see `Variables`); on success the
 * queries `stale` lists (the operation's entry of the invalidation map) are invalidated (only those of the same
 * resource when they share a path parameter with the write, e.g. the one booking accepted), or
 * every query of the SDK is reset when the operation changes who is signed in.
 *
 * Overriding `onSuccess` in the options drops that: pass yours to `mutate(variables, { onSuccess })`.
 */
export function mutationFor<Method extends WriteMethod, Path extends PathsWith<Paths, Method>>(
  client: PropreClient,
  method: Method,
  path: Path,
  stale: Stale,
  params: CallParams = {},
  sendAs?: SendAs,
): PropreMutationOptions<ResponseData<Paths, Path, Method>, Variables<Path, Method>, Method, Path> {
  type Data = ResponseData<Paths, Path, Method>;
  const call = client.request as unknown as (method: string, path: string, init: object) => Promise<{ data?: unknown }>;
  const callParams = withoutEmpty(params);
  return {
    mutationKey: ['propre', method, path],
    mutationFn: async (variables) => {
      const body = variables ?? undefined;
      const type = sendAs === 'blob' ? (body as Blob | undefined)?.type : sendAs;
      const init = {
        params: callParams,
        ...(body === undefined ? {} : { body }),
        ...(type ? { headers: { 'content-type': type } } : {}),
      };
      return (await call(method, path, init)).data as Data;
    },
    onSuccess: (_data, _variables, _onMutateResult, context) => invalidateStale(context.client, stale, callParams.path),
  };
}

/**
 * Invalidates what a successful write made stale, by the generated map: the listed GET path
 * templates, narrowed to the write's resource where a template has a path parameter of the same
 * name as one of the write's (accepting booking bkg_1 refreshes bkg_1, not every booking).
 * For an operation that changes who is signed in, resets every query of the SDK instead:
 * the previous user's data must not show, even for a moment. For writes made without the
 * factories: `invalidateAfter(queryClient, 'bookings.accept', { bookingId })`.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  operationId: WriteOperationId,
  pathParams: Record<string, unknown> = {},
): Promise<void> {
  return invalidateStale(queryClient, invalidations[operationId], pathParams);
}

function invalidateStale(queryClient: QueryClient, stale: Stale, pathParams: Record<string, unknown> = {}): Promise<void> {
  if (stale === '*') {
    return queryClient.resetQueries({ predicate: ({ queryKey }) => queryKey[0] === 'propre' });
  }
  if (stale.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, path, keyParams] }) =>
      scope === 'propre' &&
      typeof path === 'string' &&
      stale.includes(path) &&
      sameResource(path, (keyParams as CallParams | undefined)?.path, pathParams),
  });
}

function sameResource(template: string, keyPath: Record<string, unknown> = {}, writePath: Record<string, unknown>): boolean {
  for (const [, name = ''] of template.matchAll(/\{(\w+)\}/g)) {
    if (name in writePath && String(keyPath[name]) !== String(writePath[name])) return false;
  }
  return true;
}
