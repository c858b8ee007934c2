import { Redis } from 'ioredis';

export type Presence = 'online' | 'offline' | 'busy' | 'away';
export type ChosenPresence = Exclude<Presence, 'offline'>;

/**
 * Who is connected, across every API instance: a count of open sockets per user (online while
 * it is above zero) and the status the user chose (busy, away). The counts live in-process by
 * default and in Redis when instances share it.
 */
export interface PresenceStore {
  /** Counts one more socket; true when the user was offline until now. */
  connected(userId: string): Promise<boolean>;
  /** Counts one socket less; true when it was the user's last. */
  disconnected(userId: string): Promise<boolean>;
  choose(userId: string, status: ChosenPresence): Promise<void>;
  of(userIds: readonly string[]): Promise<Map<string, Presence>>;
  close(): Promise<void>;
}

export function memoryPresence(): PresenceStore {
  const counts = new Map<string, number>();
  const chosen = new Map<string, ChosenPresence>();
  return {
    async connected(userId) {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    async disconnected(userId) {
      const count = Math.max(0, (counts.get(userId) ?? 0) - 1);
      if (count === 0) {
        counts.delete(userId);
        chosen.delete(userId);
      } else counts.set(userId, count);
      return count === 0;
    },
    async choose(userId, status) {
      chosen.set(userId, status);
    },
    async of(userIds) {
      return new Map(userIds.map((id) => [id, counts.has(id) ? (chosen.get(id) ?? 'online') : 'offline'] as const));
    },
    async close() {
      counts.clear();
      chosen.clear();
    },
  };
}

/**
 * Counts in Redis (`<prefix>:presence:<userId>` hash: `sockets`, `status`). An instance that
 * dies without closing its sockets leaves its counts behind, so each instance also remembers
 * its own and takes them back when it stops; a crash can still leave a user "online" until
 * their next disconnect.
 */
export function redisPresence(url: string, prefix: string): PresenceStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const key = (userId: string) => `${prefix}:presence:${userId}`;
  const mine = new Map<string, number>();
  // The last socket closing also forgets the chosen status, in one step.
  redis.defineCommand('presenceLeave', {
    numberOfKeys: 1,
    lua: `local n = redis.call('HINCRBY', KEYS[1], 'sockets', -ARGV[1])
      if n <= 0 then redis.call('DEL', KEYS[1]) end
      return n`,
  });
  const leave = (userId: string, count: number) =>
    (redis as unknown as { presenceLeave(key: string, count: number): Promise<number> }).presenceLeave(key(userId), count);
  return {
    async connected(userId) {
      mine.set(userId, (mine.get(userId) ?? 0) + 1);
      return (await redis.hincrby(key(userId), 'sockets', 1)) === 1;
    },
    async disconnected(userId) {
      const count = (mine.get(userId) ?? 1) - 1;
      if (count <= 0) mine.delete(userId);
      else mine.set(userId, count);
      return (await leave(userId, 1)) <= 0;
    },
    async choose(userId, status) {
      await redis.hset(key(userId), 'status', status);
    },
    async of(userIds) {
      const result = new Map<string, Presence>();
      if (userIds.length === 0) return result;
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.hmget(key(id), 'sockets', 'status');
      const answers = (await pipeline.exec()) ?? [];
      userIds.forEach((id, i) => {
        const [sockets, status] = (answers[i]?.[1] as [string | null, string | null] | undefined) ?? [null, null];
        result.set(id, Number(sockets ?? 0) > 0 ? ((status as ChosenPresence | null) ?? 'online') : 'offline');
      });
      return result;
    },
    async close() {
      for (const [userId, count] of mine) await leave(userId, count).catch(() => undefined);
      mine.clear();
      await redis.quit().catch(() => undefined);
    },
  };
}
