import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { confirmedSoon } from '../bookings/work.fixtures.ts';
import { fromWidget, newPartner, partnerOrigin, untilDeliveries } from './partners.fixtures.ts';

const t = useTestApp();
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
afterEach(() => ledger.assertBalanced());

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (auth: Auth, method: Method, url: string, payload?: Record<string, unknown>, headers: Auth = {}) =>
  t.request({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload }) });
const embedCheck = (key: string, origin = partnerOrigin) =>
  t.request({ method: 'GET', url: `/api/partners/embed-check?key=${encodeURIComponent(key)}`, headers: { origin } });

async function adminWithPartner() {
  const admin = bearer(await createAdmin(t));
  const partner = await newPartner(t, 'Condos Laval');
  return { admin, partner, base: `/api/admin/partners/${partner.id}` };
}

describe('an admin manages a partner’s keys', () => {
  it('reads the partner and its keys; unknown partners answer 404 partner_not_found', async () => {
    const { admin, partner, base } = await adminWithPartner();
    const one = await call(admin, 'GET', base);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: partner.id, name: 'Condos Laval' });
    const keys = await call(admin, 'GET', `${base}/api-keys`);
    expect(keys.json().items).toEqual([expect.objectContaining({ kind: 'secret', revokedAt: null })]);
    expect(keys.body).not.toContain(partner.secret);
    const unknown = `/api/admin/partners/ptn_${'0'.repeat(26)}`;
    for (const url of [unknown, `${unknown}/api-keys`, `${unknown}/webhook-endpoints`, `${unknown}/webhook-deliveries`]) {
      const res = await call(admin, 'GET', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'partner_not_found']);
    }
  });

  it('makes a publishable key, edits its origins (each refused one named), rotates it at once and revokes it at once', async () => {
    const { admin, base } = await adminWithPartner();
    const made = await call(admin, 'POST', `${base}/api-keys`, {
      kind: 'publishable',
      name: 'Site',
      allowedOrigins: [partnerOrigin],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { key, secret } = made.json();
    expect((await embedCheck(secret)).statusCode).toBe(200);

    // Origins: each wrong one at its own pointer; none for a secret key.
    const wrong = await call(admin, 'PATCH', `${base}/api-keys/${key.id}`, {
      allowedOrigins: ['https://ok.example', 'https://ok.example/path', 'ftp://files.example'],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('origin_invalid');
    expect(wrong.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/allowedOrigins/1', '/allowedOrigins/2']);
    const edited = await call(admin, 'PATCH', `${base}/api-keys/${key.id}`, {
      allowedOrigins: ['https://www.condos-laval.example', 'HTTPS://Shop.Condos-Laval.example:8443'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().allowedOrigins).toEqual(['https://www.condos-laval.example', 'https://shop.condos-laval.example:8443']);
    // The change holds at once: the old origin is refused, the new one allowed.
    expect((await embedCheck(secret)).statusCode).toBe(403);
    expect((await embedCheck(secret, 'https://www.condos-laval.example')).statusCode).toBe(200);
    const [secretKey] = (await call(admin, 'GET', `${base}/api-keys`))
      .json()
      .items.filter((k: { kind: string }) => k.kind === 'secret');
    const onSecret = await call(admin, 'PATCH', `${base}/api-keys/${secretKey.id}`, { allowedOrigins: [partnerOrigin] });
    expect([onSecret.statusCode, onSecret.json().code]).toEqual([422, 'publishable_key_origins_required']);

    // Rotation: a new key with the same origins, the old one refused at once.
    const rotated = await call(admin, 'POST', `${base}/api-keys/${key.id}/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(201);
    expect(rotated.json()).toMatchObject({
      key: { kind: 'publishable', name: 'Site', allowedOrigins: edited.json().allowedOrigins, revokedAt: null },
      revoked: { id: key.id, revokedAt: expect.any(String) },
    });
    expect((await embedCheck(secret, 'https://www.condos-laval.example')).json().code).toBe('partner_api_key_invalid');
    const fresh = rotated.json().secret as string;
    expect((await embedCheck(fresh, 'https://www.condos-laval.example')).statusCode).toBe(200);
    const again = await call(admin, 'POST', `${base}/api-keys/${key.id}/rotate`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'partner_api_key_revoked']);
    const late = await call(admin, 'PATCH', `${base}/api-keys/${key.id}`, { allowedOrigins: [partnerOrigin] });
    expect([late.statusCode, late.json().code]).toEqual([409, 'partner_api_key_revoked']);

    // Revocation: the call with it is refused from then on.
    const revoked = await call(admin, 'DELETE', `${base}/api-keys/${rotated.json().key.id}`);
    expect(revoked.statusCode).toBe(200);
    const refused = await embedCheck(fresh, 'https://www.condos-laval.example');
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'partner_api_key_invalid']);
  });

  it('rotating a secret key stops the partner’s server’s old key at once', async () => {
    const { admin, partner, base } = await adminWithPartner();
    const [secretKey] = (await call(admin, 'GET', `${base}/api-keys`)).json().items;
    const rotated = await call(admin, 'POST', `${base}/api-keys/${secretKey.id}/rotate`);
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json().key.allowedOrigins).toEqual([]);
    expect((await call(partner.auth, 'GET', '/api/partners/me')).statusCode).toBe(401);
    expect((await call({ authorization: `Bearer ${rotated.json().secret}` }, 'GET', '/api/partners/me')).statusCode).toBe(200);
  });

  it('refuses clients, cleaners and partners themselves (403)', async () => {
    const { partner, base } = await adminWithPartner();
    const client = bearer(await signUp(t, { role: 'client' }));
    const cleaner = bearer(await signUp(t, { role: 'cleaner' }));
    const requests: Array<[string, Method, string, Record<string, unknown>?, Auth?]> = [
      ['getPartner', 'GET', base],
      ['listPartnerApiKeys', 'GET', `${base}/api-keys`],
      ['createPartnerApiKey', 'POST', `${base}/api-keys`, { kind: 'secret', name: 'x' }],
      ['updatePartnerApiKey', 'PATCH', `${base}/api-keys/pak_${'0'.repeat(26)}`, { allowedOrigins: [partnerOrigin] }],
      ['revokePartnerApiKey', 'DELETE', `${base}/api-keys/pak_${'0'.repeat(26)}`],
      ['rotateApiKey', 'POST', `${base}/api-keys/pak_${'0'.repeat(26)}/rotate`],
      ['listPartnerWebhookEndpoints', 'GET', `${base}/webhook-endpoints`],
      [
        'createPartnerWebhookEndpoint',
        'POST',
        `${base}/webhook-endpoints`,
        { url: 'https://h.example/x', events: ['booking.created'] },
      ],
      ['deletePartnerWebhookEndpoint', 'DELETE', `${base}/webhook-endpoints/pwe_${'0'.repeat(26)}`],
      ['listPartnerWebhookDeliveries', 'GET', `${base}/webhook-deliveries`],
      [
        'redeliverWebhook',
        'POST',
        `${base}/webhook-deliveries/pwd_${'0'.repeat(26)}/redeliver`,
        undefined,
        { 'idempotency-key': randomUUID() },
      ],
    ];
    for (const [name, method, url, payload, headers] of requests) {
      for (const [who, auth] of [
        ['client', client],
        ['cleaner', cleaner],
      ] as const) {
        const res = await call(auth, method, url, payload, headers);
        expect([name, who, res.statusCode]).toEqual([name, who, 403]);
      }
      // A partner's secret key is no admin: no sign-in at all on these operations.
      const res = await call(partner.auth, method, url, payload, headers);
      expect([name, 'partner', res.statusCode]).toEqual([name, 'partner', 401]);
    }
  });
});

describe('an admin manages a partner’s webhooks', () => {
  it('adds an endpoint, sees the delivery, redelivers it once per click (same event, signed again), removes the endpoint', async () => {
    const { admin, partner, base } = await adminWithPartner();
    const key = (
      await call(admin, 'POST', `${base}/api-keys`, { kind: 'publishable', name: 'Site', allowedOrigins: [partnerOrigin] })
    ).json().secret as string;
    const refused = await call(admin, 'POST', `${base}/webhook-endpoints`, {
      url: 'https://10.0.0.1/hooks',
      events: ['booking.created'],
    });
    expect([refused.statusCode, refused.json().errors?.[0]?.pointer]).toEqual([422, '/url']);
    const endpoint = await call(admin, 'POST', `${base}/webhook-endpoints`, {
      url: receiver.url('/admin-hooks'),
      events: ['booking.created'],
      description: 'Serveur de test',
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    receiver.trust('/admin-hooks', endpoint.json().secret);
    const listed = await call(admin, 'GET', `${base}/webhook-endpoints`);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: endpoint.json().endpoint.id, status: 'enabled' })]);
    expect(listed.body).not.toContain(endpoint.json().secret);

    const booking = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    const [first] = await receiver.waitFor('/admin-hooks', 1);
    const [delivery] = await untilDeliveries(t, partner, `bookingId=${booking.bookingId}`, (items) =>
      items.every((d) => d.status === 'succeeded'),
    );
    const log = await call(admin, 'GET', `${base}/webhook-deliveries?bookingId=${booking.bookingId}`);
    expect(log.json().items).toEqual([expect.objectContaining({ id: delivery?.id, status: 'succeeded' })]);

    // One click: one new delivery, whatever the number of requests carrying its key.
    const click = { 'idempotency-key': randomUUID() };
    const redeliver = () => call(admin, 'POST', `${base}/webhook-deliveries/${delivery?.id}/redeliver`, undefined, click);
    const once = await redeliver();
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json()).toMatchObject({ eventId: first?.event.id, endpointId: endpoint.json().endpoint.id, status: 'pending' });
    expect(once.json().id).not.toBe(delivery?.id);
    const twice = await redeliver();
    expect(twice.statusCode).toBe(201);
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.json().id).toBe(once.json().id);
    const received = await receiver.waitFor('/admin-hooks', 2);
    expect(received).toHaveLength(2);
    expect(received[1]?.signatureValid).toBe(true);
    expect(received[1]?.headers['propre-event-id']).toBe(first?.event.id);
    expect(received[1]?.body).toBe(first?.body);
    const after = await untilDeliveries(
      t,
      partner,
      `bookingId=${booking.bookingId}`,
      (items) => items.length === 2 && items.every((d) => d.status === 'succeeded'),
    );
    expect(after.map((d) => d.id)).toEqual([once.json().id, delivery?.id]);

    // Removed: disabled, and a redelivery to it refused.
    const removed = await call(admin, 'DELETE', `${base}/webhook-endpoints/${endpoint.json().endpoint.id}`);
    expect(removed.statusCode).toBe(204);
    const late = await call(admin, 'POST', `${base}/webhook-deliveries/${delivery?.id}/redeliver`, undefined, {
      'idempotency-key': randomUUID(),
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'webhook_endpoint_disabled']);
    const other = await adminWithPartner();
    const foreign = await call(admin, 'POST', `${other.base}/webhook-deliveries/${delivery?.id}/redeliver`, undefined, {
      'idempotency-key': randomUUID(),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'webhook_delivery_not_found']);
  });
});
