import type { RealtimeClient, RealtimeEvents } from '@propre/sdk/realtime';

export type FakeRealtime = RealtimeClient & { emit<T extends keyof RealtimeEvents>(type: T, event: RealtimeEvents[T]): void };

/** A live connection that is open and sends what a story tells it to (`emit`), as the API's socket would. */
export function fakeRealtime(): FakeRealtime {
  const listeners = new Map<string, Set<(event: never) => void>>();
  return {
    status: 'open',
    connect() {},
    disconnect() {},
    send: () => true,
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as (event: never) => void);
      listeners.set(type, set);
      return () => set.delete(listener as (event: never) => void);
    },
    emit(type, event) {
      for (const listener of listeners.get(type) ?? []) (listener as (e: typeof event) => void)(event);
    },
  };
}
