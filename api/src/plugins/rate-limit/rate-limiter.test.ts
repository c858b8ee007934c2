import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { nextIp, signUp, signupBody } from '../../../test/factories.ts';
import { redisRateLimitStore } from './rate-limiter.ts';

const t = useTestApp();

describe('rate limits on sign-in, sign-up and reset', () => {
  it('limits failed sign-ins per account and address, with Retry-After and RateLimit headers', async () => {
    const account = await signUp(t);
    const ip = nextIp();
    const attempt = (password: string, remoteAddress = ip) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: account.user.email, password }, remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const limited = await attempt(account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-limit']).toBe('10');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // The owner on another machine still gets in.
    expect((await attempt(account.password, nextIp())).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, and stops guessing spread over many addresses', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 12; i += 1) {
      const ok = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: account.password },
        remoteAddress: nextIp(),
      });
      expect(ok.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: `guess-${i}` },
        remoteAddress: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/auth/signup', payload: signupBody(), remoteAddress: ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it('limits reset requests per email and address; from many addresses the answer stays 202', async () => {
    const email = `reset.${randomBytes(3).toString('hex')}@example.ca`;
    const ip = nextIp();
    const ask = (remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Past the account's mail allowance (10 an hour) no mail goes, and nothing says so.
    for (let i = 0; i < 12; i += 1) expect((await ask(nextIp())).statusCode).toBe(202);
  });
});

describe('Redis counters', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
  });

  it('are shared by two API instances and expire with their window', async () => {
    const a = new Redis('redis://127.0.0.1:6379');
    const b = new Redis('redis://127.0.0.1:6379');
    clients.push(a, b);
    const storeA = redisRateLimitStore(a, `propre-test:${randomBytes(4).toString('hex')}:`);
    const prefix = `propre-test:${randomBytes(4).toString('hex')}:`;
    const first = redisRateLimitStore(a, prefix);
    const second = redisRateLimitStore(b, prefix);
    expect((await first.hit('login:x', 1_000)).count).toBe(1);
    expect((await second.hit('login:x', 1_000)).count).toBe(2);
    const third = await first.hit('login:x', 1_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(1_000);
    expect((await storeA.hit('login:x', 1_000)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await second.hit('login:x', 1_000)).count).toBe(1);
  });
});
