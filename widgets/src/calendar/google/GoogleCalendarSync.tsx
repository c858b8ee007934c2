import { availability } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { GoogleCalendarSyncView } from './GoogleCalendarSyncView.tsx';

/** What Google's consent page sent back in the address: a code to finish with, or the person's refusal. */
export interface GoogleCalendarReturn {
  code?: string | null;
  state?: string | null;
  /** `access_denied` when the person declined on Google's page. */
  error?: string | null;
}

export interface GoogleCalendarSyncProps {
  /** The query of the page Google sent the cleaner back to (`?code=…&state=…`), when it did. */
  googleReturn?: GoogleCalendarReturn | undefined;
  /** Called once that return is dealt with: take `code` and `state` out of the address (a start is used once). */
  onGoogleReturnHandled?: (() => void) | undefined;
}

/**
 * The signed-in cleaner's Google Calendar link over the API: status, connect (the browser goes
 * to Google and comes back to the page with a code, finished here once), sync, disconnect.
 */
export function GoogleCalendarSync({ googleReturn, onGoogleReturnHandled }: GoogleCalendarSyncProps) {
  const { client } = usePropre();
  const status = useQuery(availability.getGoogleCalendar(client));
  const start = useMutation(availability.startGoogleCalendarConnect(client));
  const complete = useMutation(availability.completeGoogleCalendarConnect(client));
  const sync = useMutation(availability.syncGoogleCalendar(client));
  const disconnect = useMutation(availability.disconnectGoogleCalendar(client));
  // A return is finished once, even when React mounts the effect twice (strict mode).
  const handled = useRef<string | null>(null);
  const declinedOnce = useRef(false);
  const { code, state, error } = googleReturn ?? {};
  const finish = complete.mutate;

  useEffect(() => {
    const key = `${code ?? ''}|${state ?? ''}|${error ?? ''}`;
    if ((!code || !state) && !error) return;
    if (handled.current === key) return;
    handled.current = key;
    if (code && state) finish({ body: { code, state } }, { onSettled: () => onGoogleReturnHandled?.() });
    else onGoogleReturnHandled?.();
  }, [code, state, error, finish, onGoogleReturnHandled]);

  if (!status.data) return null;
  // The address loses `error` once handled: what the person did is kept from the first render.
  declinedOnce.current ||= Boolean(error && !code);
  return (
    <GoogleCalendarSyncView
      status={status.data}
      returning={{ busy: complete.isPending, error: complete.error, declined: declinedOnce.current }}
      onConnect={async () => {
        const { authorizationUrl } = await start.mutateAsync();
        window.location.assign(authorizationUrl);
      }}
      onSync={() => sync.mutateAsync()}
      onDisconnect={() => disconnect.mutateAsync()}
    />
  );
}
