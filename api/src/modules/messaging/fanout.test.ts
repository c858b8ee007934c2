import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bookingPair, listen, quietFor, sendMessage, TestSocket } from '../../../test/messaging.ts';
import { needsRealPostgres } from '../../../test/real-postgres.ts';
import { type BuildOptions, buildApp } from '../../app.ts';
import { loadConfig } from '../../plugins/config/config.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A second API instance on the first one's database (and Redis, when given), listening on its
 * own port. Two instances share one database only on a real PostgreSQL: PGlite lives inside one
 * process (one session, its data folder locked), so without one these tests fail at once.
 */
async function secondInstance(databaseUrl: string | undefined, env: Record<string, string>, options: BuildOptions = {}) {
  needsRealPostgres(databaseUrl, 'two API instances on one database');
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      SEED_DEMO_DATA: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
    options,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, ws: `ws://127.0.0.1:${address.port}/ws/messages` };
}

async function authOn(url: string, token: string): Promise<TestSocket> {
  const socket = new TestSocket(url);
  await socket.opened();
  socket.send({ type: 'AUTH', token });
  await socket.next('AUTHENTICATED');
  await socket.next('UNREAD_COUNT_UPDATE');
  return socket;
}

describe('two instances sharing Redis', () => {
  // Keys and a channel of this test file's own, so test files running in parallel (and earlier
  // runs' rate-limit counters) never meet.
  const env = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `propre-test-${randomBytes(6).toString('hex')}`,
    MESSAGE_RATE_LIMIT: '1000',
  };
  const { t, properties } = useBookingsApp({ env });
  let b: { app: FastifyInstance; ws: string };
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    b = await secondInstance(t.config.databaseUrl, env);
  });

  afterAll(async () => {
    for (const socket of sockets) if (socket.socket.readyState === WebSocket.OPEN) await socket.close();
    await b?.app.close();
  });

  it('a message sent through instance A reaches the socket held by instance B', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const onB = await authOn(b.ws, cleaner.token);
    sockets.push(onB);
    expect(b.app.propre.messaging.hub.count(cleaner.user.id)).toBe(1);
    expect(t.app.propre.messaging.hub.count(cleaner.user.id)).toBe(0);

    const sent = await sendMessage(t, client, bookingId, 'Envoyé par l’instance A');
    expect(await onB.next('NEW_MESSAGE')).toMatchObject({ uuidId: sent.id, message: { text: 'Envoyé par l’instance A' } });
    expect(await onB.next('UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });
    expect(onB.violations).toEqual([]);
  });

  it('presence and typing cross instances too', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const cleanerOnB = await authOn(b.ws, cleaner.token);
    sockets.push(cleanerOnB);
    const clientOnA = await authOn((await listen(t)).ws, client.token);
    sockets.push(clientOnA);
    expect(await cleanerOnB.next('PRESENCE_UPDATE', (f) => f.status === 'online')).toMatchObject({ userId: client.user.id });
    clientOnA.send({ type: 'USER_TYPING', bookingId, isTyping: true });
    expect(await cleanerOnB.next('USER_TYPING')).toMatchObject({ senderId: client.user.id, bookingUuid: bookingId });
    await clientOnA.close();
    expect(await cleanerOnB.next('PRESENCE_UPDATE', (f) => f.status === 'offline')).toMatchObject({ userId: client.user.id });
  });
});

describe('two instances without Redis', () => {
  const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '1000' } });
  let b: { app: FastifyInstance; ws: string };

  beforeAll(async () => {
    b = await secondInstance(t.config.databaseUrl, {});
  });

  afterAll(async () => {
    await b?.app.close();
  });

  it('deliver in-process: a socket on the other instance does not hear of the message', async () => {
    expect(t.app.propre.messaging.bus.kind).toBe('memory');
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const onB = await authOn(b.ws, cleaner.token);
    await sendMessage(t, client, bookingId, 'Seulement sur A');
    await quietFor(onB, 500);
    // B's own frames may come (counts, presence; jobs run on either instance), never the message.
    expect(onB.all('NEW_MESSAGE')).toEqual([]);
    expect(onB.all('UNREAD_COUNT_UPDATE').map((f) => f.count)).toEqual([0]);
    await onB.close();
  });
});
