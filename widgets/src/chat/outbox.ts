import type { MessagePayload } from '@propre/sdk/realtime';

/**
 * A message the person wrote that the API has not stored yet. `queued`: waiting for the
 * connection; `sending`: the request is out; `failed`: the request failed (retry or remove);
 * `refused`: the API refused the text (a phone number, a closed conversation): not retryable.
 */
export type OutboxState = 'queued' | 'sending' | 'failed' | 'refused';

export interface OutboxItem {
  /** Made on this device, so the optimistic bubble keeps its identity until the API's id arrives. */
  clientId: string;
  bookingId: string;
  text: string;
  createdAt: string;
  state: OutboxState;
  error?: unknown;
}

export interface OutboxOptions {
  /** Stores the message (over the socket, or POST …/messages); rejects with the SDK's error. */
  send: (item: OutboxItem) => Promise<MessagePayload>;
  /** Whether sending can start now (the live connection is up). */
  canSend: () => boolean;
  /** An error after which the same request cannot succeed (422, 403…): the item is `refused`. */
  isFinal: (error: unknown) => boolean;
  /** Called with the stored message, when the API answered. */
  onSent: (item: OutboxItem, message: MessagePayload) => void;
}

export interface Outbox {
  items(): readonly OutboxItem[];
  /** Adds a message; it is sent at once when the connection is up, else when it comes back. */
  add(bookingId: string, text: string): OutboxItem;
  retry(clientId: string): void;
  remove(clientId: string): void;
  /** Sends what waits, one at a time and in the order written. Call when the connection is back. */
  flush(): void;
  subscribe(listener: () => void): () => void;
}

function clientId(): string {
  return `local_${globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`}`;
}

/**
 * The messages on their way, in the order they were written. One request at a time: a second
 * message never overtakes the first, and a message is sent once — a failed one waits for the
 * person's "retry", it is never sent again on its own (the API has no idempotency key for
 * messages, so a blind resend could store it twice).
 */
export function createOutbox(options: OutboxOptions): Outbox {
  let list: OutboxItem[] = [];
  let busy = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const update = (id: string, patch: Partial<OutboxItem>) => {
    list = list.map((item) => (item.clientId === id ? { ...item, ...patch } : item));
    notify();
  };

  const pump = async () => {
    if (busy) return;
    busy = true;
    try {
      while (options.canSend()) {
        // Only the head of the line may go: a failed message stops the ones written after it.
        const next = list.find((item) => item.state !== 'refused');
        if (next?.state !== 'queued') break;
        update(next.clientId, { state: 'sending', error: undefined });
        try {
          const message = await options.send(next);
          list = list.filter((item) => item.clientId !== next.clientId);
          options.onSent(next, message);
          notify();
        } catch (error) {
          update(next.clientId, { state: options.isFinal(error) ? 'refused' : 'failed', error });
        }
      }
    } finally {
      busy = false;
    }
  };

  return {
    items: () => list,
    add(bookingId, text) {
      const item: OutboxItem = { clientId: clientId(), bookingId, text, createdAt: new Date().toISOString(), state: 'queued' };
      list = [...list, item];
      notify();
      void pump();
      return item;
    },
    retry(id) {
      update(id, { state: 'queued', error: undefined });
      void pump();
    },
    remove(id) {
      list = list.filter((item) => item.clientId !== id);
      notify();
      void pump();
    },
    flush: () => void pump(),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
