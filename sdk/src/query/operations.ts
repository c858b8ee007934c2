/**
 * What the generated factories (`./<area>.ts`, one per operationId prefix) are made of: query
 * options for a GET, mutation options for a write whose `meta` names, from the generated map,
 * the queries it makes stale.
 */

import type { operations, paths } from '@propre/openapi/types';
import type { OperationVariables } from '../call.ts';
import type { PropreClient } from '../client.ts';
import type { ClientPaths } from '../paths.ts';
import {
  mutationOptionsFor,
  type PathsWith,
  type PropreMutationOptions,
  type PropreQueryOptions,
  type QueryData,
  queryOptionsFor,
  type ResponseData,
  type Stale,
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

/**
 * What a write's mutation takes: `{ path, query, body }` as the operation has them (see
 * `OperationVariables`); `mutate()` with nothing when it takes nothing.
 */
export type Variables<Method extends WriteMethod, Path extends PathsWith<Paths, Method>> = OperationVariables<
  Paths,
  Method,
  Path
>;

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
  Variables<Method, Path>,
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

/**
 * Mutation options for a write of the contract: the variables are `{ path, query, body }` (see
 * `Variables`), and `meta.invalidates` is the operation's entry of the invalidation map, which
 * the QueryClient's `propreMutationCache` applies after a success. `contentType` is the media
 * type of a text body (an iCalendar file); a Blob's own type is sent as its content-type.
 */
export function mutationFor<Method extends WriteMethod, Path extends PathsWith<Paths, Method>>(
  client: PropreClient,
  method: Method,
  path: Path,
  stale: Stale,
  contentType?: `text/${string}`,
): MutationOptions<Method, Path> {
  return (mutationOptionsFor as (client: PropreClient, method: string, path: string, options: object) => unknown)(
    client,
    method,
    path,
    contentType ? { invalidates: stale, contentType } : { invalidates: stale },
  ) as MutationOptions<Method, Path>;
}
