// What a write's success does to the cache, by the generated map (what `propreMutationCache` does
// with a factory's `meta.invalidates` and its variables' path), on a QueryClient whose data is
// set by hand (no request is made). tests/sdk/query-factories.test.ts runs the factories against
// the real API.
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { invalidations } from '../generated/invalidations.ts';
import { invalidateStale, queryKeyFor } from './core.ts';

function seeded() {
  const queryClient = new QueryClient();
  const keys = {
    list: queryKeyFor('/api/bookings', {}),
    first: queryKeyFor('/api/bookings/{bookingId}', { path: { bookingId: 'bkg_1' } }),
    second: queryKeyFor('/api/bookings/{bookingId}', { path: { bookingId: 'bkg_2' } }),
    photos: queryKeyFor('/api/bookings/{bookingId}/photos', { path: { bookingId: 'bkg_1' } }),
    health: queryKeyFor('/api/health', {}),
    foreign: ['not-propre', '/api/bookings'] as const,
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, keys, invalidated };
}

describe('invalidateStale', () => {
  it('marks stale the listed templates, narrowed to the resource the write named', async () => {
    const { queryClient, invalidated } = seeded();
    expect(invalidations['bookings.accept']).toContain('/api/bookings/{bookingId}');
    await invalidateStale(queryClient, invalidations['bookings.accept'], { bookingId: 'bkg_1' });
    expect(invalidated()).toEqual(['list', 'first', 'photos']);
  });

  it('marks every listed template stale when the write names no resource (a create)', async () => {
    const { queryClient, invalidated } = seeded();
    await invalidateStale(queryClient, invalidations['bookings.create']);
    expect(invalidated()).toEqual(['list', 'first', 'second', 'photos']);
  });

  it('leaves the cache alone for a write that changes nothing a GET reads', async () => {
    const { queryClient, invalidated } = seeded();
    await invalidateStale(queryClient, invalidations['bookings.quote']);
    expect(invalidated()).toEqual([]);
  });

  it('resets every query of the SDK, and only those, when who is signed in changes', async () => {
    const { queryClient, keys } = seeded();
    await invalidateStale(queryClient, invalidations['auth.logout']);
    expect(queryClient.getQueryData(keys.first)).toBeUndefined();
    expect(queryClient.getQueryData(keys.health)).toBeUndefined();
    expect(queryClient.getQueryData(keys.foreign)).toEqual({ seeded: true });
  });
});
