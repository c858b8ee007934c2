/**
 * Class: a limiter whose memory and cost are bounded whatever the input (issue 34, finding 1).
 * Many distinct keys neither grow the store past its cap nor make a check scan the store.
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressKey, createRateLimiter, memoryRateLimitStore, type RateRule } from './rate-limiter.ts';

describe('the in-memory rate-limit store', () => {
  it('stays bounded after 200,000 distinct keys, each check staying cheap', async () => {
    let clock = 1_000_000;
    const store = memoryRateLimitStore({ maxKeys: 50_000, now: () => clock });
    const late: number[] = [];
    for (let i = 0; i < 200_000; i += 1) {
      const started = performance.now();
      await store.hit(`forgot-account:${i}@example.ca`, 3_600_000);
      if (i >= 150_000) late.push(performance.now() - started);
      clock += 1;
    }
    expect(store.size()).toBeLessThanOrEqual(50_000);
    // Before the fix, past 50,000 counters every hit walked the whole map (about 1 ms each, more
    // as it grew). The median of the last 50,000, with a bound generous enough for a busy machine
    // (a pause of the collector is not the store's cost): the figures are bench/rate-limit.ts's.
    late.sort((a, b) => a - b);
    expect(late[late.length >> 1]).toBeLessThan(0.5);
  });

  it('sweeps expired counters a little at a time as hits come in', async () => {
    let clock = 0;
    const store = memoryRateLimitStore({ now: () => clock });
    for (let i = 0; i < 10_000; i += 1) await store.hit(`k${i}`, 1_000);
    expect(store.size()).toBe(10_000);
    clock = 5_000;
    for (let i = 0; i < 1_000; i += 1) await store.hit('one-key', 60_000);
    expect(store.size()).toBe(1);
  });

  it('keeps counting within a window and starts again after it', async () => {
    let clock = 0;
    const store = memoryRateLimitStore({ now: () => clock });
    expect((await store.hit('a', 1_000)).count).toBe(1);
    expect((await store.hit('a', 1_000)).count).toBe(2);
    expect((await store.peek('a')).count).toBe(2);
    clock = 1_000;
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.hit('a', 1_000)).count).toBe(1);
  });

  it('drops the counter whose window began first once full, never a newer one', async () => {
    const store = memoryRateLimitStore({ maxKeys: 3, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, 60_000);
    expect(store.size()).toBe(3);
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('d')).count).toBe(1);
  });
});

describe('per-address keys', () => {
  it('group IPv6 addresses by /64 and leave IPv4 as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('the broadest rule first', () => {
  it('a request refused by its per-address rule creates no per-account counter', async () => {
    const store = memoryRateLimitStore();
    const limiter = createRateLimiter(store);
    const rules: RateRule[] = [
      { name: 'ip', max: 2, windowMs: 60_000, key: () => '10.0.0.1' },
      { name: 'account', max: 3, windowMs: 60_000, key: (request) => (request.body as { email: string }).email },
    ];
    const reply = { headers: () => reply } as unknown as FastifyReply;
    const request = (email: string) => ({ body: { email } }) as unknown as FastifyRequest;
    await limiter.check(request('a@x.ca'), reply, rules);
    await limiter.check(request('b@x.ca'), reply, rules);
    expect(store.size()).toBe(3);
    for (let i = 0; i < 1_000; i += 1) {
      await expect(limiter.check(request(`${i}@x.ca`), reply, rules)).rejects.toMatchObject({ status: 429 });
    }
    expect(store.size()).toBe(3);
  });
});
