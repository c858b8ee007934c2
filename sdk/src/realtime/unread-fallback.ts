import type { RealtimeClient } from './client.ts';

export interface UnreadCountFallbackOptions {
  realtime: Pick<RealtimeClient, 'status' | 'on'>;
  /** Asks the API for the unread count (`GET /api/messages/unread` → `count`). */
  fetchUnread: () => Promise<number>;
  onCount: (count: number) => void;
  /** Each failed poll ("Failed to fetch unread messages"). */
  onError?: (error: unknown) => void;
  intervalMs?: number;
  /** Consecutive failures after which polling stops until the socket comes back (spec: 3). */
  maxFailures?: number;
}

export interface UnreadCountFallback {
  readonly polling: boolean;
  /** Stops polling and listening to the socket. */
  stop(): void;
}

/**
 * Keeps the unread count fresh while the socket is down: from the moment a connection closes
 * (other than by `disconnect()`), polls `fetchUnread` at once and then every `intervalMs`
 * (default 30 s), until the socket opens again. After 3 consecutive failed polls it stops
 * ("after 3 failures retrying stops") and polls again only once the socket has delivered an
 * unread count (UNREAD_COUNT_UPDATE) or after `disconnect()`: a socket that opens and drops at
 * once does not restart it.
 */
export function createUnreadCountFallback(options: UnreadCountFallbackOptions): UnreadCountFallback {
  const { realtime, intervalMs = 30_000, maxFailures = 3 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let failures = 0;
  let generation = 0;

  const halt = () => {
    polling = false;
    generation += 1;
    clearTimeout(timer);
  };
  const poll = async (run: number) => {
    try {
      const count = await options.fetchUnread();
      if (run !== generation) return;
      failures = 0;
      options.onCount(count);
    } catch (error) {
      if (run !== generation) return;
      failures += 1;
      options.onError?.(error);
      if (failures >= maxFailures) {
        halt();
        return;
      }
    }
    timer = setTimeout(() => poll(run), intervalMs);
  };
  const start = () => {
    if (polling || failures >= maxFailures) return;
    halt();
    polling = true;
    void poll(generation);
  };

  const unsubscribe = [
    realtime.on('open', halt),
    realtime.on('UNREAD_COUNT_UPDATE', () => {
      failures = 0;
    }),
    // disconnect() (sign-out) also emits close, with the status back to idle: stop then.
    realtime.on('close', () => {
      if (realtime.status !== 'idle') return start();
      halt();
      failures = 0;
    }),
  ];
  if (realtime.status === 'closed' || realtime.status === 'reconnecting') start();

  return {
    get polling() {
      return polling;
    },
    stop() {
      halt();
      for (const off of unsubscribe) off();
    },
  };
}
