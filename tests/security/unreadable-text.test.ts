/**
 * Issue 21, finding 5 (and finding 1's NUL triggers): a NUL character or half of a UTF-16
 * surrogate pair in any text of a request is refused once, by the contract's validation, with
 * 400 `validation_failed` naming the field: never a 500 from the database, on no route.
 */
import { randomUUID } from 'node:crypto';
import { type TestApp, useTestApp } from '@propre/api/test/build-app';
import { bearer, createAdmin, nextIp, signUp, signupBody } from '@propre/api/test/factories';
import { beforeAll, describe, expect, it } from 'vitest';

type InjectOptions = Parameters<TestApp['request']>[0];

const t = useTestApp();
const nul = 'Bonjour\u0000 à demain';
const loneSurrogate = 'Bonjour \ud83d à demain';

let client: { token: string; user: { id: string } };
let admin: { token: string };
beforeAll(async () => {
  client = await signUp(t, { role: 'client' });
  admin = await createAdmin(t);
});

const bookingId = 'bkg_01jd5x3m9q4r7k2v8w6n0p1s3t';
const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** Each request with `bad` in one field, and the pointer the answer must name. */
const cases: Array<[string, (bad: string) => InjectOptions, string]> = [
  [
    'login',
    (bad) => ({ method: 'POST', url: '/api/auth/login', payload: { email: `marie${bad}@example.ca`, password: 'x' } }),
    '/body/email',
  ],
  [
    'sign-up',
    (bad) => ({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ name: `Marie ${bad}` }) }),
    '/body/name',
  ],
  [
    'booking notes',
    (bad) => ({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(client), 'idempotency-key': randomUUID() },
      payload: {
        cleanerId: 'usr_01jd5x3m9q4r7k2v8w6n0p1s3t',
        propertyId: 'prp_01jd5x3m9q4r7k2v8w6n0p1s3t',
        date: future,
        startTime: '09:00',
        durationHours: 4,
        frequency: 'once',
        serviceType: 'basic',
        paymentMethodId: 'pm_card_visa',
        notes: bad,
      },
    }),
    '/body/notes',
  ],
  [
    'contact',
    (bad) => ({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Hélène Caron', email: 'helene@example.ca', subject: 'Facture', message: `Je cherche ma facture. ${bad}` },
    }),
    '/body/message',
  ],
  [
    'commercial referral',
    (bad) => ({
      method: 'POST',
      url: '/api/commercial-referrals',
      payload: {
        companyName: `Bureaux ${bad}`,
        contactName: 'Marc Laurier',
        email: 'marc@laurier.example',
        city: 'Montréal',
        propertyType: 'office',
      },
    }),
    '/body/companyName',
  ],
  [
    'analytics',
    (bad) => ({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { visitorId: 'visiteur-du-test', events: [{ type: 'error', message: bad }] },
    }),
    '/body/events/0/message',
  ],
  [
    'newsletter',
    (bad) => ({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: `a${bad}@example.ca`, acceptTerms: true },
    }),
    '/body/email',
  ],
  [
    'discount popup',
    (bad) => ({ method: 'POST', url: '/api/discount-popup/claims', payload: { email: `a${bad}@example.ca` } }),
    '/body/email',
  ],
  [
    'conversation message',
    (bad) => ({
      method: 'POST',
      url: `/api/conversations/${bookingId}/messages`,
      headers: bearer(client),
      payload: { text: bad },
    }),
    '/body/text',
  ],
  [
    'admin messages filter (query)',
    (bad) => ({ method: 'GET', url: `/api/admin/messages?userId=${encodeURIComponent(bad)}`, headers: bearer(admin) }),
    '/query/userId',
  ],
  [
    'a path parameter',
    (bad) => ({ method: 'GET', url: `/api/conversations/${encodeURIComponent(`bkg_${bad}`)}/messages`, headers: bearer(client) }),
    '/params/bookingId',
  ],
];

describe('text a request cannot carry', () => {
  for (const [name, request, pointer] of cases) {
    it(`refuses NUL and lone surrogates: ${name}`, async () => {
      for (const bad of [nul, loneSurrogate]) {
        // Query and path values reach the server as UTF-8; a lone surrogate cannot be written there.
        if (bad === loneSurrogate && (pointer.startsWith('/query') || pointer.startsWith('/params'))) continue;
        const res = await t.request({ remoteAddress: nextIp(), ...request(bad) });
        expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('validation_failed');
        expect(res.json().errors).toContainEqual(expect.objectContaining({ pointer, code: 'characters' }));
      }
    });
  }

  it('refuses them in an object key too', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: nextIp(),
      payload: { visitorId: 'visiteur-du-test', events: [{ type: 'custom', name: 'clic', properties: { 'a\u0000b': 1 } }] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code: 'characters' }));
  });

  it('looks through a body nested thousands deep without failing (found by the fuzzer)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact-messages',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      // JSON's escape for NUL, in an array 5,000 deep.
      payload: `${'['.repeat(5_000)}"\\u0000"${']'.repeat(5_000)}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code: 'characters' }));
  });

  it('keeps accepting ordinary text, accents and emoji (whole surrogate pairs) included', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact-messages',
      remoteAddress: nextIp(),
      payload: {
        name: 'Hélène Caron',
        email: 'helene@example.ca',
        subject: 'Merci 🙂',
        message: 'Ménage impeccable, merci! 🧽✨',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
  });
});
