import type { PropreClient } from '@propre/sdk';
import { bookings as bookingsApi, invalidateStale } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePropre } from '../../context/hooks.ts';
import type { BookingPage } from '../types.ts';
import { type BookingLiveOptions, useBookingLive } from '../use-booking-live.ts';

/** The cleaner's pending requests: one query, shared by the workspace and a header's badge. */
export const pendingRequestsQuery = (client: PropreClient) =>
  bookingsApi.listMine(client, { status: ['pending'], sort: 'newest', limit: 100 });

/**
 * How many requests wait for the signed-in cleaner's answer, kept current by the socket's
 * BOOKING_UPDATE frames (pass the host's live connection as `realtime`); 0 for anyone else.
 */
export function usePendingRequestCount(options: BookingLiveOptions = {}): number {
  const { client, session, queryClient } = usePropre();
  const state = useSyncExternalStore(session.subscribe, () => session.state);
  const cleaner = (state.user as { role?: string } | null)?.role === 'cleaner';
  const query = useQuery({ ...pendingRequestsQuery(client), enabled: cleaner });
  useBookingLive(null, () => void invalidateStale(queryClient, ['/api/bookings']), {
    ...options,
    enabled: cleaner && options.enabled !== false,
  });
  if (!cleaner) return 0;
  // A request past its 24 hours no longer waits for an answer, even before the API's expiry runs.
  const now = new Date().toISOString();
  return ((query.data as BookingPage | undefined)?.items ?? []).filter((b) => !b.expiresAt || b.expiresAt > now).length;
}
