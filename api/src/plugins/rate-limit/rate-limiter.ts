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

export interface MemoryStoreOptions {
  /** The most counters held at once; past it the counter whose window began first goes (100,000). */
  maxKeys?: number;
  /** The clock (tests and the bench move it). */
  now?: () => number;
}

/** Width of one expiry bucket: counters ending in the same second are swept together. */
const bucketMs = 1_000;
/** Buckets (empty or not) and counters looked at per hit, so no hit pays for a backlog. */
const sweepBudget = 64;

/**
 * In-process counters: right for one instance; several instances share Redis instead.
 * Memory and cost are bounded whatever the input: each counter sits in the bucket of the second
 * its window ends, every hit sweeps a few buckets whose second has passed (so expired counters go
 * a little at a time, never by a scan of the whole map), and past `maxKeys` the counter whose window
 * began first is dropped (kept in the order they began). Each hit is O(1), amortised.
 */
export function memoryRateLimitStore(options: MemoryStoreOptions = {}): RateLimitStore & { size(): number } {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number; seq: number }>();
  const buckets = new Map<number, Set<string>>();
  // The order windows began, for dropping the oldest when full. Not the map's own order: taking
  // a Map's first entry walks over every entry deleted before it, which made eviction O(n).
  // Entries whose window has gone or begun again (another seq) are skipped; the queue is
  // compacted when stale entries outnumber live ones, O(1) per hit amortised.
  let order: { key: string; seq: number }[] = [];
  let head = 0;
  let seq = 0;
  function evictOldest() {
    while (head < order.length) {
      const entry = order[head] as { key: string; seq: number };
      head += 1;
      const window = windows.get(entry.key);
      if (window?.seq === entry.seq) {
        forget(entry.key, window.resetAt);
        return;
      }
    }
  }
  function remember(key: string, entrySeq: number) {
    order.push({ key, seq: entrySeq });
    if (order.length - head > 2 * windows.size + 1_024) {
      order = order.slice(head).filter((entry) => windows.get(entry.key)?.seq === entry.seq);
      head = 0;
    } else if (head > 1_024 && head * 2 > order.length) {
      order = order.slice(head);
      head = 0;
    }
  }
  let sweptTo = Math.floor(now() / bucketMs);

  const bucketOf = (resetAt: number) => Math.ceil(resetAt / bucketMs);
  function forget(key: string, resetAt: number) {
    windows.delete(key);
    const bucket = buckets.get(bucketOf(resetAt));
    bucket?.delete(key);
    if (bucket?.size === 0) buckets.delete(bucketOf(resetAt));
  }
  function sweep(at: number) {
    const last = Math.floor(at / bucketMs);
    // Nothing left to sweep: jump over the idle seconds rather than walk them.
    if (buckets.size === 0) sweptTo = last;
    let budget = sweepBudget;
    while (budget > 0 && sweptTo <= last) {
      budget -= 1;
      const bucket = buckets.get(sweptTo);
      if (bucket) {
        for (const key of bucket) {
          if (budget <= 0) return;
          budget -= 1;
          bucket.delete(key);
          const window = windows.get(key);
          // Every counter in a passed bucket has expired; the check only guards against a counter
          // that moved to a later bucket without leaving this one.
          if (window && window.resetAt <= at) windows.delete(key);
        }
        buckets.delete(sweptTo);
      }
      sweptTo += 1;
    }
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (window && window.resetAt <= at) {
        forget(key, window.resetAt);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= maxKeys) evictOldest();
        seq += 1;
        window = { count: 0, resetAt: at + windowMs, seq };
        windows.set(key, window);
        remember(key, seq);
        const index = bucketOf(window.resetAt);
        let bucket = buckets.get(index);
        if (!bucket) {
          bucket = new Set();
          buckets.set(index, bucket);
        }
        bucket.add(key);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - at };
    },
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      return window && window.resetAt > at ? { count: window.count, resetInMs: window.resetAt - at } : { count: 0, resetInMs: 0 };
    },
    size: () => windows.size,
    async close() {
      windows.clear();
      buckets.clear();
      order = [];
      head = 0;
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
  /**
   * Counts the request against its rules in order, broadest first (per address before per
   * account), and stops at the first one exceeded: it throws `rate_limited` (429) and the rules
   * after it are neither counted nor given a counter, so a refused request costs nothing narrower.
   */
  check(request: FastifyRequest, reply: FastifyReply, rules: readonly RateRule[]): Promise<void>;
  /**
   * For limits on failures only (sign-in per account): refuses once the rule's failures reached
   * its maximum, without counting this request. Call `recordFailure` when the attempt fails, so
   * a correct password never uses up the allowance and nobody can lock an account by guessing.
   */
  refuseIfExhausted(request: FastifyRequest, rule: RateRule): Promise<void>;
  recordFailure(request: FastifyRequest, rule: RateRule): Promise<void>;
  /**
   * Counts the request against a rule that never refuses: true while within its maximum. For
   * allowances spent silently (mails sent to an account) where a refusal would tell a stranger something.
   */
  allow(request: FastifyRequest, rule: RateRule): Promise<boolean>;
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
    async allow(request, rule) {
      const key = rule.key(request);
      if (key === undefined) return true;
      const { count } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
      return count <= rule.max;
    },
    async check(request, reply, rules) {
      let tightest: { rule: RateRule; remaining: number; resetInMs: number } | undefined;
      for (const rule of rules) {
        const key = rule.key(request);
        if (key === undefined) continue;
        const { count, resetInMs } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
        const remaining = rule.max - count;
        if (remaining < 0) throw limited(rule, resetInMs);
        if (!tightest || remaining < tightest.remaining) tightest = { rule, remaining, resetInMs };
      }
      if (!tightest) return;
      const resetSeconds = Math.max(1, Math.ceil(tightest.resetInMs / 1000));
      const headers = {
        'ratelimit-limit': String(tightest.rule.max),
        'ratelimit-remaining': String(Math.max(0, tightest.remaining)),
        'ratelimit-reset': String(resetSeconds),
      };
      reply.headers(headers);
    },
  };
}

/**
 * The key of an address for per-address limits: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as its IPv4), an IPv6 address by its /64 network, since one subscriber or host is usually
 * given a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0] as string; // no zone index
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail takes two groups; only the first four groups matter here.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailCount)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((g) => (g.includes('.') ? g : Number.parseInt(g || '0', 16).toString(16)));
  while (prefix.length < 4) prefix.push('0');
  return `${prefix.join(':')}::/64`;
}

/** The caller's address (as Fastify resolved it, honouring TRUST_PROXY), IPv6 grouped by /64. */
export const byIp = (request: FastifyRequest): string => addressKey(request.ip);
