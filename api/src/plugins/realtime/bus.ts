import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Who an event is for: these users, and every socket of a user in these roles. */
export interface Audience {
  users?: readonly string[];
  roles?: readonly string[];
}

/** One server frame for an audience, as it travels between API instances. */
export interface BusEvent {
  to: Audience;
  frame: { type: string; timestamp: string } & Record<string, unknown>;
}

/**
 * Carries events to every API instance, this one included: in-process by default, Redis
 * pub/sub when several instances share sockets. Whatever the transport, an instance delivers
 * only what it receives from the bus, so every event takes the same path.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(event: BusEvent): Promise<void>;
  /** The one receiver of this instance (its socket hub). */
  onEvent(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

export function memoryBus(): EventBus {
  let receiver: ((event: BusEvent) => void) | undefined;
  return {
    kind: 'memory',
    async publish(event) {
      receiver?.(event);
    },
    onEvent(handler) {
      receiver = handler;
    },
    async close() {
      receiver = undefined;
    },
  };
}

/**
 * Redis pub/sub on one channel (`<prefix>:events`). A subscribed connection can do nothing but
 * listen, so publishing uses a second one. An event published while Redis is unreachable is
 * lost (ioredis queues commands only until its retry gives up); it is a live notification, and
 * the data stays readable over HTTP.
 */
export async function redisBus(url: string, prefix: string, log: FastifyBaseLogger): Promise<EventBus> {
  const channel = `${prefix}:events`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  let receiver: ((event: BusEvent) => void) | undefined;
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || !receiver) return;
    try {
      receiver(JSON.parse(message) as BusEvent);
    } catch (error) {
      log.error({ err: error }, 'realtime event dropped');
    }
  });
  for (const client of [publisher, subscriber]) client.on('error', (error) => log.warn({ err: error }, 'realtime redis error'));
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    onEvent(handler) {
      receiver = handler;
    },
    async close() {
      receiver = undefined;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
