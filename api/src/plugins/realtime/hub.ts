import type { WebSocket } from 'ws';
import type { Audience, BusEvent, EventBus } from './bus.ts';

/** An authenticated socket of this instance. */
export interface HubClient {
  userId: string;
  role: string | null;
  socket: WebSocket;
}

/**
 * The sockets this instance holds, by user and by role, and the delivery of bus events to
 * them. Publishing goes through the bus, so an event reaches every instance's hub.
 */
export interface RealtimeHub {
  readonly bus: EventBus;
  add(client: HubClient): void;
  remove(client: HubClient): void;
  publish(to: Audience, frame: BusEvent['frame']): Promise<void>;
  /** Sockets held by this instance (all of them, or one user's). */
  count(userId?: string): number;
  /** Closes every socket (on shutdown). */
  closeAll(code: number, reason: string): void;
}

export function createHub(bus: EventBus): RealtimeHub {
  const byUser = new Map<string, Set<HubClient>>();
  const byRole = new Map<string, Set<HubClient>>();
  const add = (index: Map<string, Set<HubClient>>, key: string, client: HubClient) => {
    const set = index.get(key) ?? new Set();
    set.add(client);
    index.set(key, set);
  };
  const remove = (index: Map<string, Set<HubClient>>, key: string, client: HubClient) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) index.delete(key);
  };

  // Frames for one socket within one turn of the event loop (a message and the recipient's new
  // unread count, or several messages under load) leave in one write: each write to a socket is
  // a system call, and those were most of the cost of delivering a message.
  const corked = new Set<{ cork(): void; uncork(): void }>();
  const uncorkAll = () => {
    for (const stream of corked) stream.uncork();
    corked.clear();
  };
  const send = (socket: WebSocket, data: string) => {
    const stream = (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    if (stream && !corked.has(stream)) {
      if (corked.size === 0) setImmediate(uncorkAll);
      stream.cork();
      corked.add(stream);
    }
    socket.send(data);
  };

  bus.onEvent(({ to, frame }) => {
    const targets = new Set<HubClient>();
    for (const userId of to.users ?? []) for (const client of byUser.get(userId) ?? []) targets.add(client);
    for (const role of to.roles ?? []) for (const client of byRole.get(role) ?? []) targets.add(client);
    if (targets.size === 0) return;
    const data = JSON.stringify(frame);
    for (const client of targets) if (client.socket.readyState === 1) send(client.socket, data);
  });

  return {
    bus,
    add(client) {
      add(byUser, client.userId, client);
      if (client.role) add(byRole, client.role, client);
    },
    remove(client) {
      remove(byUser, client.userId, client);
      if (client.role) remove(byRole, client.role, client);
    },
    publish: (to, frame) => bus.publish({ to, frame }),
    count(userId) {
      if (userId) return byUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
    closeAll(code, reason) {
      for (const set of byUser.values()) for (const client of set) client.socket.close(code, reason);
    },
  };
}
