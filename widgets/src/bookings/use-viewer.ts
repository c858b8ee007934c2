import { useSyncExternalStore } from 'react';
import { usePropre } from '../context/hooks.ts';
import type { ViewerRole } from './types.ts';

/** The signed-in person's side of their bookings: a cleaner sees clients, anyone else the cleaners. */
export function useViewerRole(override?: ViewerRole): ViewerRole {
  const { session } = usePropre();
  const state = useSyncExternalStore(session.subscribe, () => session.state);
  if (override) return override;
  return (state.user as { role?: string } | null)?.role === 'cleaner' ? 'cleaner' : 'client';
}
