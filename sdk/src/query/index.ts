/**
 * TanStack Query helpers for the Propre client, framework-free: options objects for
 * `@tanstack/query-core` and every adapter on top of it (React, Vue, Solid, Svelte, Angular).
 *
 * One namespace per area of the contract (`bookings`, `search`, `auth`…), one factory per
 * operation, named after its operationId: `bookings.get(client, bookingId)` gives query options,
 * `bookings.accept(client, bookingId)` mutation options that refresh what the write made stale.
 */

export { invalidations, type WriteOperationId } from '../generated/invalidations.ts';
export * from './areas.ts';
export * from './core.ts';
export {
  type CallParams,
  invalidateAfter,
  type MutationOptions,
  type NoBody,
  type PathParam,
  type Query,
  type QueryOptions,
  type ReadAs,
  type SendAs,
  type Stale,
  type Variables,
} from './operations.ts';
