/**
 * TanStack Query helpers for the Propre client, framework-free: they build options objects for
 * `@tanstack/query-core` and every adapter on top of it (React, Vue, Solid, Svelte, Angular).
 */
import {
  type DataTag,
  MutationCache,
  type MutationCacheConfig,
  type MutationOptions,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/query-core';
import type { MaybeOptionalInit } from 'openapi-fetch';
import { type CallOptions, callOperation, type OperationVariables } from '../call.ts';
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

/** What a write makes stale: GET path templates, or `'*'` (it changes who is signed in: every query is reset). */
export type Stale = '*' | readonly string[];

/**
 * The `meta` of the SDK's mutations, read by `propreMutationCache` after a success:
 * `invalidates` lists what the write makes stale; `false` (or no list) leaves the cache alone.
 */
export interface PropreMutationMeta extends Record<string, unknown> {
  invalidates?: Stale | false;
}

export interface MutationHelperOptions {
  /**
   * The GET path templates whose queries go stale after a success (`'/api/bookings/{bookingId}'`
   * matches that template only), or `'*'`. Carried in `meta.invalidates`.
   */
  invalidates?: Stale;
  /** The body's media type when it is neither JSON nor a Blob with its own type (`text/calendar`). */
  contentType?: string;
}

export type PropreMutationOptions<Data, Variables, Method extends string, Path extends string> = Omit<
  MutationOptions<Data, PropreError, Variables>,
  'mutationKey' | 'mutationFn' | 'meta'
> & {
  mutationKey: readonly ['propre', Method, Path];
  mutationFn: NonNullable<MutationOptions<Data, PropreError, Variables>['mutationFn']>;
  meta: { invalidates: Stale };
};

/**
 * Options for a write operation; the variables are `{ path, query, body }` as the operation has
 * them (`callOperation`'s): `useMutation(mutationOptionsFor(propre, 'post', '/api/bookings', {
 * invalidates: ['/api/bookings'] }))`, then `mutate({ body })`. The invalidation is done by the
 * QueryClient's `propreMutationCache`, so overriding `onSuccess` keeps it.
 */
export function mutationOptionsFor<Paths extends AnyPaths, Method extends WriteMethod, Path extends PathsWith<Paths, Method>>(
  client: PropreClientFor<Paths>,
  method: Method,
  path: Path,
  options: MutationHelperOptions = {},
): PropreMutationOptions<ResponseData<Paths, Path, Method>, OperationVariables<Paths, Method, Path>, Method, Path> {
  const call = callOperation as unknown as (
    client: unknown,
    method: string,
    path: string,
    variables: unknown,
    options: CallOptions,
  ) => Promise<ResponseData<Paths, Path, Method>>;
  const callOptions = options.contentType ? { contentType: options.contentType } : {};
  return {
    mutationKey: ['propre', method, path],
    mutationFn: (variables) => call(client, method, path, variables, callOptions),
    meta: { invalidates: options.invalidates ?? [] },
  };
}

/**
 * Invalidates (and refetches when observed) the SDK's queries of the listed GET path templates,
 * narrowed to one resource where a template has a path parameter named in `pathParams`
 * (`{ bookingId: 'bkg_1' }`: bkg_1's queries, not every booking's). `'*'` resets every query of
 * the SDK instead: after a change of who is signed in, the previous user's data must not show,
 * even for a moment. What the mutation cache does after a write; call it for a write made with
 * `callOperation`, or when the API said so another way (a socket event).
 */
export function invalidateStale(
  queryClient: QueryClient,
  stale: Stale,
  pathParams: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  if (stale === '*') return queryClient.resetQueries({ predicate: ({ queryKey }) => queryKey[0] === 'propre' });
  if (stale.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, path, params] }) =>
      scope === 'propre' &&
      typeof path === 'string' &&
      stale.includes(path) &&
      sameResource(path, (params as { path?: Record<string, unknown> } | undefined)?.path, pathParams),
  });
}

/**
 * Puts a write's answer (the resource as it now stands) in the cache as its read, `queryKey`,
 * once any read of it still on its way is cancelled: that read may have left before the write was
 * saved, and its older answer, arriving after, would put the older state back (a checklist tick
 * undone on screen, then sent undone with the next tick).
 */
export async function setAnswer(queryClient: QueryClient, queryKey: QueryKey, data: unknown): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}

function sameResource(template: string, keyPath: Record<string, unknown> = {}, writePath: Readonly<Record<string, unknown>>) {
  for (const [, name = ''] of template.matchAll(/\{(\w+)\}/g)) {
    if (name in writePath && String(keyPath[name]) !== String(writePath[name])) return false;
  }
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The MutationCache of a QueryClient for the SDK: after any mutation succeeds, it invalidates
 * what the mutation's `meta.invalidates` names, narrowed by its variables' `path` (see
 * `invalidateStale`), before the mutation's own `onSuccess` runs. `meta: { invalidates: false }`
 * opts one mutation out. Your own `onSuccess` (or other callbacks) are kept.
 */
export function propreMutationCache(config: MutationCacheConfig = {}): MutationCache {
  return new MutationCache({
    ...config,
    onSuccess: async (data, variables, onMutateResult, mutation, context) => {
      const invalidates = mutation.meta?.invalidates;
      if (invalidates === '*' || Array.isArray(invalidates)) {
        const path = isRecord(variables) && isRecord(variables.path) ? variables.path : {};
        await invalidateStale(context.client, invalidates as Stale, path);
      }
      await config.onSuccess?.(data, variables, onMutateResult, mutation, context);
    },
  });
}

/**
 * A QueryClient with the SDK's defaults: data never goes stale (spec §9), a ProblemError below
 * 500 is not retried (asking again gets the same answer), and a `propreMutationCache`, so every
 * write refreshes what it made stale. Options given here win (a `mutationCache` of your own
 * should be a `propreMutationCache(yourConfig)`).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    mutationCache: config.mutationCache ?? propreMutationCache(),
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
