import type { RealtimeClient, RealtimeEvents } from '@propre/sdk/realtime';

export type FakeRealtime = RealtimeClient & { emit<T extends keyof RealtimeEvents>(type: T, event: RealtimeEvents[T]): void };

/** A live connection that is open and sends what a story tells it to (`emit`), as the API's socket would. */
export function fakeRealtime(): FakeRealtime {
  const frames = new EventTarget();
  return {
    status: 'open',
    connect: () => undefined,
    disconnect: () => undefined,
    send: () => true,
    on(type, listener) {
      const relay = (event: Event) => (listener as (frame: unknown) => void)((event as CustomEvent).detail);
      frames.addEventListener(type, relay);
      return () => frames.removeEventListener(type, relay);
    },
    emit(type, frame) {
      frames.dispatchEvent(new CustomEvent(type, { detail: frame }));
    },
  };
}
