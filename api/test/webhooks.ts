import { randomBytes } from 'node:crypto';
import { signWebhookPayload } from '../src/adapters/payments/webhook-signature.ts';
import { query } from '../src/db/sql.ts';
import type { TestApp } from './build-app.ts';

/** Delivers an event to the webhook endpoint as the provider would, signed with `secret` (at `timestamp`). */
export function deliverEvent(
  t: TestApp,
  secret: string,
  event: { id?: string; type: string; account?: string; data: { object: Record<string, unknown> } },
  options: { timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    api_version: 'test',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    ...event,
  });
  const signature = options.signature === undefined ? signWebhookPayload(payload, secret, options.timestamp) : options.signature;
  return t.request({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: string }>(
    t.app.propre.db.orm.em.fork(),
    `select count(*)::text as n from ${table} where ${where}`,
    params,
  );
  return Number(row?.n ?? 0);
}
