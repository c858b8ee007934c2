/**
 * Graceful shutdown under load: the API process gets SIGTERM while searches, bookings and
 * health checks are in flight. Every request the server had started (it logged it as
 * incoming) completes with a success; the process then exits 0 on its own.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@propre/api/test/database';
import { needsRealPostgres } from '@propre/api/test/real-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, clientWithProperty, listedCleaner, startApi } from '../support/api-process.ts';

let database: TestDatabase;
let api: ApiProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  needsRealPostgres(database.url, 'the shutdown test sends SIGTERM to an API process of its own under load');
}, 60_000);

afterAll(async () => {
  api?.child.kill('SIGKILL');
  await database?.drop();
});

describe('SIGTERM under load', () => {
  it('completes every request in flight, fails none, and exits 0', { timeout: 120_000 }, async () => {
    api = await startApi(database.url as string, { LOG_LEVEL: 'info' });
    const base = api.base;
    const cleaner = await listedCleaner(base, 'Sophie Gagnon');
    const clients = await Promise.all([1, 2, 3].map((i) => clientWithProperty(base, `Cliente ${i}`)));

    const total = 60;
    const sent = Array.from({ length: total }, (_, i) => {
      const id = `load-${i}-${randomUUID().slice(0, 8)}`;
      const kind = i % 3;
      const client = clients[i % clients.length] as (typeof clients)[number];
      const init: RequestInit =
        kind === 0
          ? {
              method: 'POST',
              headers: {
                'x-request-id': id,
                'content-type': 'application/json',
                authorization: `Bearer ${client.token}`,
                'idempotency-key': id,
              },
              body: JSON.stringify({
                cleanerId: cleaner.user.id,
                propertyId: client.propertyId,
                date: new Date(Date.now() + (3 + i) * 86_400_000).toISOString().slice(0, 10),
                startTime: '09:00',
                durationHours: 4,
                frequency: 'once',
                serviceType: 'basic',
                paymentMethodId: 'pm_card_visa',
              }),
            }
          : { headers: { 'x-request-id': id } };
      const url = kind === 0 ? '/api/bookings' : kind === 1 ? '/api/search/cleaners?city=Montr%C3%A9al' : '/api/health/ready';
      return {
        id,
        answer: fetch(base + url, init)
          .then(async (res) => ({ status: res.status, body: await res.text() }))
          .catch((error: unknown) => ({ status: 0, body: String(error) })),
      };
    });
    // Let the burst reach the server, then ask it to stop while it works through it.
    await new Promise((r) => setTimeout(r, 60));
    api.child.kill('SIGTERM');
    const answers = new Map(await Promise.all(sent.map(async (s) => [s.id, await s.answer] as const)));
    const exit = await api.exit;
    const output = api.output();
    api = undefined;

    const started = new Set<string>();
    for (const line of output.split('\n')) {
      if (!line.startsWith('{')) continue;
      const record = JSON.parse(line) as { msg?: string; requestId?: string };
      if (record.msg === 'incoming request' && record.requestId) started.add(record.requestId);
    }
    expect(started.size).toBeGreaterThan(10);
    const failed = [...started]
      .filter((id) => answers.has(id))
      .map((id) => ({ id, ...(answers.get(id) as { status: number; body: string }) }))
      .filter((a) => a.status < 200 || a.status >= 300);
    expect(failed).toEqual([]);
    expect(exit.code).toBe(0);
  });
});
