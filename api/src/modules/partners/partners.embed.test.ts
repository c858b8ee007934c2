import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { fromWidget, newPartner, partnerOrigin, publishableKey } from './partners.fixtures.ts';

// A small allowance per key, so the limit is reached in a test.
const perMinute = 5;
const t = useTestApp({ env: { PUBLISHABLE_KEY_RATE_LIMIT: String(perMinute) } });

const check = (key: string, origin?: string) =>
  t.request({
    method: 'GET',
    url: `/api/partners/embed-check?key=${encodeURIComponent(key)}`,
    headers: origin ? { origin } : {},
  });

describe('the embed check (what the script-tag widget asks first)', () => {
  it('says yes from an allowed origin, and answers a refused page in a way it can read', async () => {
    const partner = await newPartner(t, 'Condos Laval');
    const key = await publishableKey(t, partner);
    const allowed = await check(key, partnerOrigin);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ partnerName: 'Condos Laval', origin: partnerOrigin });
    expect(allowed.headers['access-control-allow-origin']).toBe(partnerOrigin);
    expect(allowed.headers['cache-control']).toBe('no-store');

    const elsewhere = await check(key, 'https://evil.example');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    // Readable by the refused page (so the widget can say why), never with our cookies.
    expect(elsewhere.headers['access-control-allow-origin']).toBe('https://evil.example');
    expect(elsewhere.headers['access-control-allow-credentials']).toBeUndefined();

    expect((await check(key)).json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    const unknown = await check(`pk_live_${'z'.repeat(43)}`, partnerOrigin);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'partner_api_key_invalid' });
    // A secret key is no publishable key, even from an allowed origin.
    expect((await check(partner.secret, partnerOrigin)).statusCode).toBe(401);
  });
});

describe('the embed check from one of our own pages (the partners’ playground)', () => {
  it('takes a same-origin call, which browsers send with no Origin, as coming from our own address', async () => {
    const partner = await newPartner(t, 'Playground');
    const own = 'http://localhost:3000';
    const key = await publishableKey(t, partner, [own]);
    const sameOrigin = (host: string, site: string) =>
      t.request({
        method: 'GET',
        url: `/api/partners/embed-check?key=${encodeURIComponent(key)}`,
        headers: { host, 'sec-fetch-site': site },
      });
    const ours = await sameOrigin('localhost:3000', 'same-origin');
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json()).toEqual({ partnerName: 'Playground', origin: own });
    // Another host, or a call the browser did not mark as same-origin: refused as before.
    expect((await sameOrigin('other.example', 'same-origin')).json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    expect((await sameOrigin('localhost:3000', 'cross-site')).json()).toMatchObject({ code: 'partner_origin_not_allowed' });
  });
});

describe('a publishable key', () => {
  it('revoked, stops at once: the embed check and a booking both refuse it', async () => {
    const partner = await newPartner(t);
    const key = await publishableKey(t, partner);
    expect((await check(key, partnerOrigin)).statusCode).toBe(200);
    const [pk] = (await t.request({ method: 'GET', url: '/api/partners/me/api-keys', headers: partner.auth })).json().items;
    await t.request({ method: 'DELETE', url: `/api/partners/me/api-keys/${pk.id}`, headers: partner.auth });
    expect((await check(key, partnerOrigin)).json()).toMatchObject({ code: 'partner_api_key_invalid' });
    const client = await signUp(t, { role: 'client' });
    const booking = await t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(client), ...fromWidget(key), 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
    expect(booking.statusCode).toBe(401);
    expect(booking.json()).toMatchObject({ code: 'partner_api_key_invalid' });
  });

  it('grants nothing: no sign-in, no partner operation, not a bearer token', async () => {
    const partner = await newPartner(t);
    const key = await publishableKey(t, partner);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: fromWidget(key) });
    expect(me.statusCode).toBe(401);
    const asPartner = await t.request({ method: 'GET', url: '/api/partners/me', headers: fromWidget(key) });
    expect(asPartner.statusCode).toBe(401);
    const asBearer = await t.request({
      method: 'GET',
      url: '/api/partners/me/api-keys',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const asUser = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${key}` } });
    expect(asUser.statusCode).toBe(401);
    // The widget's user still signs in for what is theirs; the key only rides along.
    const client = await signUp(t, { role: 'client' });
    const signedIn = await t.request({ method: 'GET', url: '/api/users/me', headers: { ...bearer(client), ...fromWidget(key) } });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is rate-limited per key, all its pages together; another key keeps its own allowance', async () => {
    const partner = await newPartner(t);
    const key = await publishableKey(t, partner);
    const other = await publishableKey(t, partner);
    for (let i = 0; i < perMinute; i++) {
      const res = await check(key, partnerOrigin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(perMinute - i - 1));
    }
    const over = await check(key, partnerOrigin);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(other, partnerOrigin)).statusCode).toBe(200);
  });
});
