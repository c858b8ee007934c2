import type { RealtimeClient } from '@propre/sdk/realtime';
import { useEffect, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';

/** What the person is told of the live connection: nothing while it works, and when it is lost and back. */
export type LiveState = 'off' | 'live' | 'lost' | 'back';

export interface BookingLiveOptions {
  /** The host's live connection (e.g. the messaging provider's); the widget opens its own otherwise. */
  realtime?: RealtimeClient | null;
  /** The API's origin for `/ws/messages`; the page's by default. */
  baseUrl?: string;
  /** False: no socket, only a refetch when the window gets the focus back. */
  enabled?: boolean;
}

/**
 * Follows one booking (or, with `null`, every booking of the person: a cleaner's new requests):
 * BOOKING_UPDATE frames of the socket (asyncapi: a new status, or a step of the work such as a
 * checklist tick or a photo, `action`) refetch it at once, and so does a reconnection (frames
 * missed meanwhile). Without a socket the details still refresh on focus (the query's own option).
 */
export function useBookingLive(
  bookingId: string | null,
  onChange: (status: string | null, action?: string) => void,
  options: BookingLiveOptions = {},
): LiveState {
  const { session } = usePropre();
  const [state, setState] = useState<LiveState>('off');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { realtime: given, baseUrl, enabled = true } = options;

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let cleanup: (() => void) | undefined;
    const follow = (realtime: RealtimeClient, own: boolean) => {
      let wasLost = false;
      const offs = [
        realtime.on('BOOKING_UPDATE', (frame) => {
          if (bookingId === null || frame.bookingId === bookingId) onChangeRef.current(frame.status, frame.action);
        }),
        realtime.on('AUTHENTICATED', () => {
          if (wasLost) {
            wasLost = false;
            setState('back');
            onChangeRef.current(null);
          } else setState('live');
        }),
        realtime.on('reconnecting', () => {
          wasLost = true;
          setState('lost');
        }),
        realtime.on('reconnect-failed', () => {
          wasLost = true;
          setState('lost');
        }),
      ];
      if (realtime.status === 'open') setState('live');
      if (own) realtime.connect();
      cleanup = () => {
        for (const off of offs) off();
        if (own) realtime.disconnect();
      };
    };
    if (given) follow(given, false);
    // The socket client loads with the first details shown, not with the entry (its first load).
    else
      void import('@propre/sdk/realtime').then(({ createRealtimeClient }) => {
        if (!stopped) follow(createRealtimeClient({ ...(baseUrl ? { baseUrl } : {}), auth: session }), true);
      });
    return () => {
      stopped = true;
      cleanup?.();
    };
  }, [bookingId, given, baseUrl, enabled, session]);

  // « Connection restored » for a few seconds, then quiet again.
  useEffect(() => {
    if (state !== 'back') return;
    const timer = setTimeout(() => setState('live'), 5000);
    return () => clearTimeout(timer);
  }, [state]);
  return state;
}
