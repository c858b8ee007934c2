import { useEffect, useSyncExternalStore } from 'react';
import { usePropre } from '../context/hooks.ts';

/**
 * The signed-in client's id, or null (anyone else): feedback and recommendations are theirs alone.
 * Null on the server and while a page hydrates (nobody is known yet), so server HTML and the
 * first render agree. With `start`, starts the session (GET /api/users/me) when nobody has; a
 * widget that would do nothing with the answer leaves the session as it is.
 */
export function useClientId(start = true): string | null {
  const { session } = usePropre();
  const clientId = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => (session.state.status === 'authenticated' && session.state.user?.role === 'client' ? session.state.user.id : null),
    () => null,
  );
  useEffect(() => {
    if (start && session.state.status === 'unknown') session.start().catch(() => undefined);
  }, [session, start]);
  return clientId;
}

/**
 * A search's query options for `clientId`: a client's results are their own (their feedback
 * applies, the API answers `no-store`), so they are kept under their own key, apart from the
 * anonymous page a server may have rendered and handed over. Invalidation by path still reaches them.
 */
export function forViewer<Options extends { queryKey: readonly unknown[] }>(options: Options, clientId: string | null): Options {
  if (clientId === null) return options;
  return { ...options, queryKey: [...options.queryKey, { viewer: clientId }] as unknown as Options['queryKey'] };
}
