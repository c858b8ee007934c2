/**
 * TanStack Query helpers for the Propre client, framework-free: they build options objects for
 * `@tanstack/query-core` and every adapter on top of it (React, Vue, Solid, Svelte, Angular).
 */
import {
  type DataTag,
  type MutationOptions,
  QueryClient,
  type QueryClientConfig,
  type QueryObserverOptions,
} from '@tanstack/query-core';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { PropreClientFor, SuccessData } from '../client.ts';
import { ProblemError, type PropreError } from '../errors.ts';
import { currentUserPath } from '../paths.ts';

type AnyPaths = Record<string, object>;
type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** The paths of `Paths` that have the operation `method`. */
export type PathsWith<Paths, Method extends string> = {
  [P in keyof Paths]: Paths[P] extends { [M in Method]: object } ? P : never;
}[keyof Paths] &
  string;

type Operation<Paths, Path extends keyof Paths, Method extends string> = Paths[Path] extends { [M in Method]: infer Op }
  ? Op extends Record<string | number, unknown>
    ? Op
    : never
  : never;

type Init<Paths, Path extends keyof Paths, Method extends string> = MaybeOptionalInit<
  Paths[Path] & object,
  Method & keyof Paths[Path]
>;

/** The init argument of a call: optional when the operation has no required parameter or body. */
type InitArgs<Paths, Path extends keyof Paths, Method extends string> =
  undefined extends Init<Paths, Path, Method> ? [init?: Init<Paths, Path, Method>] : [init: Init<Paths, Path, Method>];

/** What a successful call resolves with (`undefined` for an answer without a body, e.g. 204). */
export type ResponseData<Paths, Path extends keyof Paths, Method extends string> = SuccessData<
  Operation<Paths, Path, Method>,
  object
>;

/** What a query caches: the answer's data, never undefined (an empty answer is cached as null). */
export type QueryData<Paths, Path extends keyof Paths> =
  ResponseData<Paths, Path, 'get'> extends infer Data ? (undefined extends Data ? Exclude<Data, undefined> | null : Data) : never;

/** Query keys of the SDK: `['propre', path template, params]`. */
export type PropreQueryKey<Path extends string = string> = readonly ['propre', Path, Readonly<Record<string, unknown>>];

export type PropreQueryOptions<Data, Path extends string> = QueryObserverOptions<
  Data,
  PropreError,
  Data,
  Data,
  PropreQueryKey<Path>
> & {
  queryKey: DataTag<PropreQueryKey<Path>, Data, PropreError>;
  queryFn: NonNullable<QueryObserverOptions<Data, PropreError, Data, Data, PropreQueryKey<Path>>['queryFn']>;
};

/** The key of a GET operation with its params (path, query, header), as the query factories build it. */
export function queryKeyFor<Path extends string>(path: Path, params?: object): PropreQueryKey<Path> {
  return ['propre', path, (params ?? {}) as Readonly<Record<string, unknown>>];
}

/**
 * Options for a GET operation of the contract: `useQuery(queryOptionsFor(propre, '/api/health'))`,
 * `queryClient.query(...)`. Spread and override any option.
 *
 * Cache rule (spec §9): data never goes stale (`staleTime: Infinity`; mutations invalidate it),
 * except the current user, stale at once and refetched on mount and on window focus.
 */
export function queryOptionsFor<Paths extends AnyPaths, Path extends PathsWith<Paths, 'get'>>(
  client: PropreClientFor<Paths>,
  path: Path,
  ...[init]: InitArgs<Paths, Path, 'get'>
): PropreQueryOptions<QueryData<Paths, Path>, Path> {
  type Data = QueryData<Paths, Path>;
  const get = client.GET as unknown as (path: string, init: object) => Promise<{ data?: unknown }>;
  const freshness =
    path === currentUserPath
      ? { staleTime: 0, refetchOnMount: 'always' as const, refetchOnWindowFocus: 'always' as const }
      : { staleTime: Number.POSITIVE_INFINITY };
  return {
    queryKey: queryKeyFor(path, (init as { params?: object } | undefined)?.params) as DataTag<
      PropreQueryKey<Path>,
      Data,
      PropreError
    >,
    // A query's data cannot be undefined: an empty answer (204) is cached as null.
    queryFn: async ({ signal }) => ((await get(path, { ...init, signal })).data ?? null) as Data,
    ...freshness,
  };
}

export interface MutationHelperOptions {
  /**
   * Path prefixes whose queries are invalidated after a success: `'/api/bookings'` matches the
   * keys of `/api/bookings` and `/api/bookings/{bookingId}`, not `/api/bookingsx`.
   */
  invalidates?: readonly string[];
}

export type PropreMutationOptions<Data, Variables, Method extends string, Path extends string> = Omit<
  MutationOptions<Data, PropreError, Variables>,
  'mutationKey' | 'mutationFn'
> & {
  mutationKey: readonly ['propre', Method, Path];
  mutationFn: NonNullable<MutationOptions<Data, PropreError, Variables>['mutationFn']>;
};

/**
 * Options for a write operation; the variables are the call's init (`{ params, body }`).
 * `useMutation(mutationOptionsFor(propre, 'post', '/api/bookings', { invalidates: ['/api/bookings'] }))`.
 * Overriding `onSuccess` drops the invalidation: call `invalidatePaths` from yours.
 */
export function mutationOptionsFor<Paths extends AnyPaths, Method extends WriteMethod, Path extends PathsWith<Paths, Method>>(
  client: PropreClientFor<Paths>,
  method: Method,
  path: Path,
  options: MutationHelperOptions = {},
): PropreMutationOptions<ResponseData<Paths, Path, Method>, Init<Paths, Path, Method>, Method, Path> {
  type Data = ResponseData<Paths, Path, Method>;
  const call = client.request as unknown as (method: string, path: string, init?: object) => Promise<{ data?: unknown }>;
  const prefixes = options.invalidates ?? [];
  return {
    mutationKey: ['propre', method, path],
    mutationFn: async (variables) => (await call(method, path, variables ?? undefined)).data as Data,
    onSuccess: async (_data, _variables, _onMutateResult, context) => {
      if (prefixes.length > 0) await invalidatePaths(context.client, prefixes);
    },
  };
}

/** Whether a path template is `prefix` or below it (segment by segment). */
export function pathStartsWith(path: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}

/** Invalidates (and refetches when observed) the SDK's queries whose path starts with a prefix. */
export function invalidatePaths(queryClient: QueryClient, prefixes: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, path] }) =>
      scope === 'propre' && typeof path === 'string' && prefixes.some((prefix) => pathStartsWith(path, prefix)),
  });
}

/**
 * A QueryClient with the SDK's defaults: data never goes stale (spec §9) and a ProblemError
 * below 500 is not retried (asking again gets the same answer). Options given here win.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: (failures, error) => !(error instanceof ProblemError && error.status < 500) && failures < 3,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
