/** Test support for partners: a partner made by an admin through the API, its keys and endpoints. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import type { WebhookReceiver } from '../../../test/webhook-receiver.ts';
import type { PartnerEventType } from './partners.entities.ts';

export const partnerOrigin = 'https://www.gestion-immo.example';

export interface TestPartner {
  id: string;
  secret: string;
  /** The partner's server calling with its secret key. */
  auth: Record<string, string>;
}

export async function newPartner(t: TestApp, name = 'Gestion Immo Québec'): Promise<TestPartner> {
  const admin = await createAdmin(t);
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/partners',
    headers: bearer(admin),
    payload: { name, contactEmail: `api.${randomBytes(3).toString('hex')}@gestion-immo.example` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const secret = res.json().secretKey.secret as string;
  return { id: res.json().partner.id, secret, auth: { authorization: `Bearer ${secret}` } };
}

export async function publishableKey(t: TestApp, partner: TestPartner, origins = [partnerOrigin]): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/partners/me/api-keys',
    headers: partner.auth,
    payload: { kind: 'publishable', name: 'Widget', allowedOrigins: origins },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
}

/** The headers an embedded widget on the partner's page adds to its calls. */
export const fromWidget = (key: string, origin = partnerOrigin) => ({ 'propre-publishable-key': key, origin });

/** Registers the receiver's `path` as an endpoint and tells the receiver its secret. */
export async function endpointAt(
  t: TestApp,
  partner: TestPartner,
  receiver: WebhookReceiver,
  path: string,
  events: PartnerEventType[] = ['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.completed', 'booking.paid'],
): Promise<{ id: string; secret: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/partners/me/webhook-endpoints',
    headers: partner.auth,
    payload: { url: receiver.url(path), events },
  });
  expect(res.statusCode, res.body).toBe(201);
  receiver.trust(path, res.json().secret);
  return { id: res.json().endpoint.id, secret: res.json().secret };
}

export async function deliveries(t: TestApp, partner: TestPartner, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/partners/me/webhook-deliveries?${query}`, headers: partner.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{
    id: string;
    eventId: string;
    eventType: string;
    bookingId: string;
    endpointId: string;
    status: string;
    attempts: Array<{ number: number; at: string; statusCode: number | null; error: string | null; durationMs: number }>;
    nextAttemptAt: string | null;
    deliveredAt: string | null;
  }>;
}

/** Polls the delivery log until `done` holds (the worker runs on pg-boss, every half second). */
export async function untilDeliveries(
  t: TestApp,
  partner: TestPartner,
  query: string,
  done: (items: Awaited<ReturnType<typeof deliveries>>) => boolean,
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const items = await deliveries(t, partner, query);
    if (done(items)) return items;
    if (Date.now() > until) throw new Error(`deliveries not as expected: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
