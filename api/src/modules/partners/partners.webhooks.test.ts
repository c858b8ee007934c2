import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { countRows } from '../../../test/webhooks.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local/local-provider.ts';
import { act } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon, finishWork } from '../bookings/work.fixtures.ts';
import {
  deliveries,
  endpointAt,
  fromWidget,
  newPartner,
  publishableKey,
  type TestPartner,
  untilDeliveries,
} from './partners.fixtures.ts';

// Retries every 200 ms doubling, three attempts, half a second to answer: the real worker, fast.
const retryBaseMs = 200;
const t = useTestApp({
  env: {
    PARTNER_WEBHOOK_RETRY_BASE_MS: String(retryBaseMs),
    PARTNER_WEBHOOK_MAX_ATTEMPTS: '3',
    PARTNER_WEBHOOK_TIMEOUT_MS: '500',
  },
});
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
afterEach(() => ledger.assertBalanced());

let paths = 0;
const newPath = () => {
  paths += 1;
  return `/hooks/${paths}`;
};

async function partnerWithEndpoint(events?: Parameters<typeof endpointAt>[4]) {
  const partner = await newPartner(t);
  const key = await publishableKey(t, partner);
  const path = newPath();
  const endpoint = await endpointAt(t, partner, receiver, path, events);
  return { partner, key, path, endpoint };
}

const register = (partner: TestPartner, url: string) =>
  t.request({
    method: 'POST',
    url: '/api/partners/me/webhook-endpoints',
    headers: partner.auth,
    payload: { url, events: ['booking.created'] },
  });

describe('webhook endpoints', () => {
  it('are https on a public host (http only to loopback, in tests); the secret is shown once', async () => {
    const partner = await newPartner(t);
    for (const url of [
      'http://hooks.partner.example/propre',
      'https://10.1.2.3/propre',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/propre',
      'https://intranet/propre',
      'https://printer.local/propre',
      'https://user:password@hooks.partner.example/propre',
      'ftp://hooks.partner.example/propre',
      'pas une adresse',
    ]) {
      const res = await register(partner, url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 422, 'webhook_url_not_allowed']);
    }
    const ok = await register(partner, 'https://hooks.partner.example/propre');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      endpoint: { url: 'https://hooks.partner.example/propre', events: ['booking.created'], status: 'enabled' },
      secret: expect.stringMatching(/^whsec_/),
    });
    expect((await register(partner, receiver.url('/hooks/loopback'))).statusCode).toBe(201);
    const listed = await t.request({ method: 'GET', url: '/api/partners/me/webhook-endpoints', headers: partner.auth });
    expect(listed.json().items).toHaveLength(2);
    expect(listed.body).not.toContain(ok.json().secret);
  });
});

describe('booking events', () => {
  it('tell the partner, signed, what happens to a booking made through its widget: created, confirmed, completed, paid', async () => {
    const { partner, key, path, endpoint } = await partnerWithEndpoint();
    const setup = await confirmedSoon(t, properties, { allowPhotos: false, headers: fromWidget(key) });
    await finishWork(t, setup);
    const received = await receiver.waitFor(path, 4);
    expect(received.map((r) => r.event.type).sort()).toEqual([
      'booking.completed',
      'booking.confirmed',
      'booking.created',
      'booking.paid',
    ]);
    for (const delivery of received) {
      expect(delivery.signatureValid).toBe(true);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['propre-event-id']).toBe(delivery.event.id);
      expect(delivery.event).toMatchObject({
        object: 'event',
        data: { object: { id: setup.bookingId, cleanerId: setup.cleaner.user.id } },
      });
      // Nothing about the client or the address.
      expect(delivery.body).not.toContain(setup.client.user.email);
      expect(delivery.body).not.toContain('rue Principale');
    }
    const byType = Object.fromEntries(received.map((r) => [r.event.type, r.event.data.object]));
    expect(byType['booking.created']).toMatchObject({ status: 'pending', paymentStatus: 'initial_completed' });
    expect(byType['booking.confirmed']).toMatchObject({ status: 'confirmed' });
    expect(byType['booking.completed']).toMatchObject({ status: 'completed' });
    expect(byType['booking.paid']).toMatchObject({
      paymentStatus: 'final_completed',
      payment: { balancePaid: setup.booking.price.balance, depositPaid: setup.booking.price.deposit },
    });
    // The delivery log says the same.
    const log = await untilDeliveries(t, partner, `bookingId=${setup.bookingId}`, (items) =>
      items.every((d) => d.status === 'succeeded'),
    );
    expect(log).toHaveLength(4);
    for (const d of log) {
      expect(d).toMatchObject({ endpointId: endpoint.id, nextAttemptAt: null, deliveredAt: expect.any(String) });
      expect(d.attempts).toEqual([expect.objectContaining({ number: 1, statusCode: 200, error: null })]);
    }
  });

  it('report every way out as booking.cancelled, and only the types the endpoint asked for', async () => {
    const { key, path } = await partnerWithEndpoint(['booking.cancelled']);
    const declined = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    expect((await t.request(act(declined.cleaner, declined.bookingId, 'decline'))).statusCode).toBe(200);
    const cancelled = await confirmedSoon(t, properties, { allowPhotos: false, headers: fromWidget(key) });
    const res = await t.request(act(cancelled.client, cancelled.bookingId, 'cancel', { reason: 'emergency' }));
    expect(res.statusCode).toBe(200);
    const received = await receiver.waitFor(path, 2);
    expect(received.map((r) => [r.event.type, r.event.data.object.id, r.event.data.object.status]).sort()).toEqual(
      [
        ['booking.cancelled', declined.bookingId, 'declined'],
        ['booking.cancelled', cancelled.bookingId, 'cancelled'],
      ].sort(),
    );
    const refunded = received.find((r) => r.event.data.object.id === cancelled.bookingId)?.event.data.object;
    expect(refunded).toMatchObject({ payment: { refunded: cancelled.booking.price.deposit - 5_000 } });
  });

  it('tell nobody about bookings made elsewhere, nor another partner', async () => {
    const { path } = await partnerWithEndpoint();
    const other = await partnerWithEndpoint();
    await confirmedSoon(t, properties, { accept: false, allowPhotos: false });
    const theirs = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(other.key) });
    await receiver.waitFor(other.path, 1);
    expect(receiver.receivedAt(path)).toEqual([]);
    expect(receiver.receivedAt(other.path).map((r) => r.event.data.object.id)).toEqual([theirs.bookingId]);
  });

  it('send booking.paid when a balance the bank held back is paid later', async () => {
    const { key, path } = await partnerWithEndpoint(['booking.paid']);
    const setup = await confirmedSoon(t, properties, {
      allowPhotos: false,
      paymentMethodId: 'pm_card_authenticationRequired',
      headers: fromWidget(key),
    });
    const done = await finishWork(t, setup);
    expect(done.paymentStatus).toBe('final_pending');
    const provider = t.app.propre.payments.provider;
    if (!isLocalPaymentProvider(provider)) throw new Error('local provider expected');
    const due = await t.request({
      method: 'GET',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: bearer(setup.client),
    });
    await provider.completeAuthentication(due.json().paymentIntentId, 'succeeded');
    await t.app.propre.payments.localEvents?.deliverPending();
    const [paid] = await receiver.waitFor(path, 1);
    expect(paid?.event).toMatchObject({ type: 'booking.paid', data: { object: { paymentStatus: 'final_completed' } } });
  });
});

describe('deliveries', () => {
  it('retry with exponential backoff until the endpoint answers 2xx, sending the same signed event each time', async () => {
    const { partner, key, path } = await partnerWithEndpoint(['booking.created']);
    receiver.answerNext(path, { status: 500 }, { status: 503 });
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    const received = await receiver.waitFor(path, 3);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(received.every((r) => r.signatureValid)).toBe(true);
    const [log] = await untilDeliveries(t, partner, `bookingId=${setup.bookingId}`, ([d]) => d?.status === 'succeeded');
    expect(log?.attempts.map((a) => [a.number, a.statusCode, a.error])).toEqual([
      [1, 500, 'http_500'],
      [2, 503, 'http_503'],
      [3, 200, null],
    ]);
    // The waits double: at least 200 ms, then at least 400 ms.
    const at = log?.attempts.map((a) => new Date(a.at).getTime()) ?? [];
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(retryBaseMs);
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(2 * retryBaseMs);
    expect(received.map((r) => r.event.id)).toEqual([log?.eventId, log?.eventId, log?.eventId]);
  });

  it('give up after the last attempt, and record an endpoint that does not answer in time', async () => {
    const { partner, key, path } = await partnerWithEndpoint(['booking.created']);
    receiver.answerNext(path, 'hang', { status: 500 }, { status: 404 });
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    const [log] = await untilDeliveries(t, partner, `bookingId=${setup.bookingId}`, ([d]) => d?.status === 'failed');
    expect(log).toMatchObject({ status: 'failed', nextAttemptAt: null, deliveredAt: null });
    expect(log?.attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [null, 'timeout'],
      [500, 'http_500'],
      [404, 'http_404'],
    ]);
    expect(log?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(500);
    const failed = await deliveries(t, partner, 'status=failed');
    expect(failed.map((d) => d.id)).toContain(log?.id);
  });

  it('stop when the endpoint is removed: waiting deliveries are given up, nothing more is sent', async () => {
    const { partner, key, path, endpoint } = await partnerWithEndpoint(['booking.created', 'booking.confirmed']);
    receiver.answerNext(path, { status: 500 });
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    await untilDeliveries(t, partner, `bookingId=${setup.bookingId}`, ([d]) => d?.attempts.length === 1);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/partners/me/webhook-endpoints/${endpoint.id}`,
      headers: partner.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.request(act(setup.cleaner, setup.bookingId, 'accept'))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4 * retryBaseMs + 600));
    const log = await deliveries(t, partner, `endpointId=${endpoint.id}`);
    expect(log.map((d) => [d.eventType, d.status, d.attempts.length])).toEqual([['booking.created', 'failed', 1]]);
    expect(receiver.receivedAt(path)).toHaveLength(1);
    const listed = await t.request({ method: 'GET', url: '/api/partners/me/webhook-endpoints', headers: partner.auth });
    expect(listed.json().items[0]).toMatchObject({ id: endpoint.id, status: 'disabled', disabledAt: expect.any(String) });
    // Another partner can neither remove it nor read its log.
    const other = await newPartner(t);
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/partners/me/webhook-endpoints/${endpoint.id}`,
      headers: other.auth,
    });
    expect(foreign.json()).toMatchObject({ code: 'webhook_endpoint_not_found' });
    expect(await deliveries(t, other, `endpointId=${endpoint.id}`)).toEqual([]);
  });

  it('write the event and its deliveries with the booking, or not at all', async () => {
    const { partner, key } = await partnerWithEndpoint(['booking.created']);
    const before = await countRows(t, 'partner_event', 'partner_id = $1', [partner.id]);
    const refused = await confirmedSoon(t, properties, {
      accept: false,
      allowPhotos: false,
      headers: fromWidget(key),
      paymentMethodId: 'pm_card_chargeDeclined',
    }).catch((error: unknown) => error);
    expect(String(refused)).toMatch(/402/);
    expect(await countRows(t, 'partner_event', 'partner_id = $1', [partner.id])).toBe(before);
    expect(await countRows(t, 'partner_webhook_delivery', 'partner_id = $1', [partner.id])).toBe(0);
  });
});
