/**
 * Class: a limiter whose memory and cost are bounded whatever the input (issue 34, finding 1,
 * and the per-address part of finding 9). The broadest rule decides first and a refused request
 * goes no further; a person's own reset mails cannot be used up by a stranger; IPv6 addresses of
 * one /64 share their limits; search has a generous per-address limit.
 */

import { randomBytes } from 'node:crypto';
import { useTestApp } from '@propre/api/test/build-app';
import { describe, expect, it } from 'vitest';

const t = useTestApp({ env: { SEARCH_RATE_LIMIT: '5' } });
const email = () => `limit.${randomBytes(4).toString('hex')}@example.ca`;
const forgot = (address: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: address }, remoteAddress });
const newsletter = (address: string, remoteAddress: string) =>
  t.request({
    method: 'POST',
    url: '/api/newsletter/subscriptions',
    payload: { email: address, acceptTerms: true },
    remoteAddress,
  });

describe('a limiter bounded whatever the input', () => {
  it('a request refused per address creates no per-account counter (forgot-password)', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 10; i += 1) expect((await forgot(email(), ip)).statusCode).toBe(202);
    const victim = email();
    for (let i = 0; i < 20; i += 1) expect((await forgot(victim, ip)).statusCode).toBe(429);
    // The refused requests counted nothing against the account: from elsewhere it has all three.
    for (let i = 0; i < 3; i += 1) expect((await forgot(victim, '10.77.0.2')).statusCode).toBe(202);
    expect((await forgot(victim, '10.77.0.2')).statusCode).toBe(429);
  });

  it('a request refused per address creates no per-email counter (newsletter)', async () => {
    const ip = '10.77.1.1';
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1) status = (await newsletter(email(), ip)).statusCode;
    expect(status).toBe(429);
    const victim = email();
    for (let i = 0; i < 20; i += 1) expect((await newsletter(victim, ip)).statusCode).toBe(429);
    // Nothing was counted against the address: from elsewhere it has all five.
    for (let i = 0; i < 5; i += 1) expect((await newsletter(victim, '10.77.1.2')).statusCode).toBe(202);
    expect((await newsletter(victim, '10.77.1.2')).statusCode).toBe(429);
  });

  it("a stranger cannot use up a person's own reset mails", async () => {
    const victim = email();
    // The stranger spends everything one address may ask for this account.
    const stranger = '10.77.2.1';
    for (let i = 0; i < 3; i += 1) expect((await forgot(victim, stranger)).statusCode).toBe(202);
    expect((await forgot(victim, stranger)).statusCode).toBe(429);
    // The person, from their own address, still has their three.
    for (let i = 0; i < 3; i += 1) expect((await forgot(victim, '10.77.2.2')).statusCode).toBe(202);
  });

  it('IPv6 addresses of one /64 share a limit; another /64 has its own', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await forgot(email(), `2001:db8:77:1::${i.toString(16)}`)).statusCode).toBe(202);
    expect((await forgot(email(), '2001:db8:77:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await forgot(email(), '2001:db8:77:2::1')).statusCode).toBe(202);
  });

  it('search answers 429 past its per-address limit, with Retry-After and the stable code', async () => {
    const search = (remoteAddress: string) =>
      t.request({ method: 'GET', url: '/api/search/cleaners?city=Montr%C3%A9al', remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await search('10.77.3.1')).statusCode).toBe(200);
    const refused = await search('10.77.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search('10.77.3.2')).statusCode).toBe(200);
  });
});
