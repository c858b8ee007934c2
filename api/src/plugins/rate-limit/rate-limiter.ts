import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.ts';
import type { Localized } from '../errors/locale.ts';

/** Counts hits of one key in a fixed window. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without adding to it (0 when the window is over). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** One limit: at most `max` requests per `windowMs` for each key the request maps to. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
  /** The key this request counts against (an IP, an account); undefined skips the rule. */
  key(request: FastifyRequest): string | undefined;
  /**
   * The problem answered when the rule is exceeded, where an operation has its own words for it
   * (the spec's "invoice rate limit"); `rate_limited` otherwise. The code must be a 429 of the catalogue.
   */
  refusal?: { code: string; detail(seconds: number): Localized };
}

/** In-process counters: right for one instance; several instances share Redis instead. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      return window && window.resetAt > now
        ? { count: window.count, resetInMs: window.resetAt - now }
        : { count: 0, resetInMs: 0 };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Counters in Redis, shared by every API instance. */
export function redisRateLimitStore(redis: Redis, prefix = 'propre:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = prefix + key;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const redisKey = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(redisKey), redis.pttl(redisKey)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface RateLimiter {
  /** Counts the request against every rule; throws `rate_limited` (429) when one is exceeded. */
  check(request: FastifyRequest, reply: FastifyReply, rules: readonly RateRule[]): Promise<void>;
  /**
   * For limits on failures only (sign-in per account): refuses once the rule's failures reached
   * its maximum, without counting this request. Call `recordFailure` when the attempt fails, so
   * a correct password never uses up the allowance and nobody can lock an account by guessing.
   */
  refuseIfExhausted(request: FastifyRequest, rule: RateRule): Promise<void>;
  recordFailure(request: FastifyRequest, rule: RateRule): Promise<void>;
}

function limited(rule: RateRule, resetInMs: number): AppError {
  const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError(rule.refusal?.code ?? 'rate_limited', 429, {
    detail: rule.refusal?.detail(resetSeconds) ?? {
      fr: `Trop de tentatives. Réessayez dans ${resetSeconds} secondes.`,
      en: `Too many attempts. Try again in ${resetSeconds} seconds.`,
    },
    headers: {
      'ratelimit-limit': String(rule.max),
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(resetSeconds),
      'retry-after': String(resetSeconds),
    },
  });
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async refuseIfExhausted(request, rule) {
      const key = rule.key(request);
      if (key === undefined) return;
      const { count, resetInMs } = await store.peek(`${rule.name}:${key}`);
      if (count >= rule.max) throw limited(rule, resetInMs);
    },
    async recordFailure(request, rule) {
      const key = rule.key(request);
      if (key !== undefined) await store.hit(`${rule.name}:${key}`, rule.windowMs);
    },
    async check(request, reply, rules) {
      let tightest: { rule: RateRule; remaining: number; resetInMs: number } | undefined;
      for (const rule of rules) {
        const key = rule.key(request);
        if (key === undefined) continue;
        const { count, resetInMs } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
        const remaining = rule.max - count;
        if (!tightest || remaining < tightest.remaining) tightest = { rule, remaining, resetInMs };
      }
      if (!tightest) return;
      const resetSeconds = Math.max(1, Math.ceil(tightest.resetInMs / 1000));
      const headers = {
        'ratelimit-limit': String(tightest.rule.max),
        'ratelimit-remaining': String(Math.max(0, tightest.remaining)),
        'ratelimit-reset': String(resetSeconds),
      };
      if (tightest.remaining < 0) throw limited(tightest.rule, tightest.resetInMs);
      reply.headers(headers);
    },
  };
}

/** The caller's address, as Fastify resolved it (honouring TRUST_PROXY). */
export const byIp = (request: FastifyRequest): string => request.ip;
