/**
 * TanStack Query helpers for the Propre client, framework-free: options objects for
 * `@tanstack/query-core` and every adapter on top of it (React, Vue, Solid, Svelte, Angular).
 *
 * One namespace per area of the contract (`bookings`, `search`, `auth`…), one factory per
 * operation, named after its operationId: `bookings.get(client, bookingId)` gives query options,
 * `bookings.accept(client)` mutation options (`mutate({ path: { bookingId } })`) whose `meta`
 * names what the write makes stale, for the QueryClient's `propreMutationCache` to refresh.
 */

export { invalidations, type WriteOperationId } from '../generated/invalidations.ts';
export * from './areas.ts';
export * from './core.ts';
export type {
  CallParams,
  MutationOptions,
  PathParam,
  Query,
  QueryOptions,
  ReadAs,
  Variables,
} from './operations.ts';
