import type { FastifyInstance } from 'fastify';

export const statsWindowMinutes = 15;

export interface RequestStats {
  record(statusCode: number, at?: number): void;
  /** Requests answered and 5xx among them over the last 15 minutes. */
  window(now?: number): { requests: number; serverErrors: number };
}

/**
 * Counts this instance's answers per minute over the last 15 minutes, in memory: enough for
 * an admin to see a failing instance now, without a metrics system. Each instance counts its own.
 */
export function createRequestStats(): RequestStats {
  const buckets = new Map<number, { requests: number; serverErrors: number }>();
  const minuteOf = (ms: number) => Math.floor(ms / 60_000);
  return {
    record(statusCode, at = Date.now()) {
      const minute = minuteOf(at);
      const bucket = buckets.get(minute) ?? { requests: 0, serverErrors: 0 };
      bucket.requests += 1;
      if (statusCode >= 500) bucket.serverErrors += 1;
      buckets.set(minute, bucket);
      for (const key of buckets.keys()) if (key <= minute - statsWindowMinutes) buckets.delete(key);
    },
    window(now = Date.now()) {
      const since = minuteOf(now) - statsWindowMinutes;
      let requests = 0;
      let serverErrors = 0;
      for (const [minute, bucket] of buckets) {
        if (minute <= since) continue;
        requests += bucket.requests;
        serverErrors += bucket.serverErrors;
      }
      return { requests, serverErrors };
    },
  };
}

export function countResponses(app: FastifyInstance, stats: RequestStats): void {
  app.addHook('onResponse', (_request, reply, done) => {
    stats.record(reply.statusCode);
    done();
  });
}
