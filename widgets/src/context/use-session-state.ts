import { useEffect, useSyncExternalStore } from 'react';
import type { PropreSession } from '../context/context.ts';

/**
 * The session's state as React state. A widget embedded by a partner may be the first thing
 * on the page to need the user: it starts the session (GET /api/users/me) when nobody has.
 */
export function useSessionState(session: PropreSession) {
  const state = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.state,
    () => session.state,
  );
  useEffect(() => {
    if (session.state.status === 'unknown') session.start().catch(() => undefined);
  }, [session]);
  return state;
}
