import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { User } from '../accounts/accounts.entities.ts';
import {
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';
import { createIdempotencyStore, requestHash } from './idempotency.ts';

const { t, payments, properties } = useBookingsApp();

let cleaner: Session;
let day = 0;

beforeAll(async () => {
  cleaner = await listedCleaner(t);
});

const sql = <T = Record<string, unknown>>(query: string, values: unknown[] = []) =>
  t.app.propre.db.orm.em.fork().getConnection().execute<T[]>(query, values);

async function setup() {
  const { client, propertyId } = await clientWithProperty(t, properties);
  day += 1;
  return { client, body: bookingBody(cleaner.user.id, propertyId, { date: daysAhead(10 + day) }) };
}

const mine = async (client: Session) =>
  (await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) })).json().items as Array<{ id: string }>;

describe('Idempotency-Key on bookings.create', () => {
  it('answers a retry with the same key and body with the first response, creating and charging once', async () => {
    const { client, body } = await setup();
    const first = await t.request(createRequest(client, body, 'retry-key-0001'));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const charges = payments.charges.length;
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await t.request(createRequest(client, reordered, 'retry-key-0001'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(payments.charges.length).toBe(charges);
    expect(await mine(client)).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const { client, body } = await setup();
    expect((await t.request(createRequest(client, body, 'reused-key-0001'))).statusCode).toBe(201);
    const other = await t.request(createRequest(client, { ...body, startTime: '14:00' }, 'reused-key-0001'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'idempotency_key_reused',
      title: 'Cette clé d’idempotence a servi à une autre requête',
    });
    expect(await mine(client)).toHaveLength(1);
  });

  it('keeps keys per user', async () => {
    const a = await setup();
    const b = await setup();
    expect((await t.request(createRequest(a.client, a.body, 'shared-key-0001'))).statusCode).toBe(201);
    const res = await t.request(createRequest(b.client, b.body, 'shared-key-0001'));
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 to a second request while the first still runs', async () => {
    const { client, body } = await setup();
    if (t.app.propre.db.embedded) {
      // PGlite is one connection: the second request's claim waits until the first request's
      // transaction is over, so it finds the key either still running or already answered.
      const both = await Promise.all([0, 1].map(() => t.request(createRequest(client, body, 'concurrent-0001'))));
      const outcomes = both.map((r) =>
        r.statusCode === 409 ? r.json().code : `${r.statusCode} ${r.headers['idempotent-replayed'] ?? ''}`,
      );
      expect([
        ['201 ', '201 true'],
        ['201 ', 'idempotency_request_in_progress'],
      ]).toContainEqual(outcomes.sort());
    } else {
      // The bank is slow: the first request waits inside its work while the second arrives.
      const release = payments.holdCharges();
      const first = t.request(createRequest(client, body, 'concurrent-0001'));
      try {
        for (let i = 0; i < 100; i += 1) {
          if ((await sql('select 1 from idempotency_key where key = ?', ['concurrent-0001'])).length > 0) break;
          await sleep(20);
        }
        const second = await t.request(createRequest(client, body, 'concurrent-0001'));
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({ code: 'idempotency_request_in_progress' });
        expect(second.headers['retry-after']).toBe('1');
      } finally {
        release();
      }
      expect((await first).statusCode).toBe(201);
    }
    const replay = await t.request(createRequest(client, body, 'concurrent-0001'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await mine(client)).toHaveLength(1);
  });

  it('answers a refusal again without trying again', async () => {
    const { client, body } = await setup();
    let attempts = 0;
    payments.declineWhen(() => {
      attempts += 1;
      return true;
    });
    try {
      expect((await t.request(createRequest(client, body, 'declined-0001'))).json().code).toBe('payment_failed');
      const again = await t.request(createRequest(client, body, 'declined-0001'));
      expect(again.statusCode).toBe(402);
      expect(again.json().code).toBe('payment_failed');
      expect(attempts).toBe(1);
    } finally {
      payments.declineWhen(null);
    }
  });

  it('forgets a key after 24 hours, and lets a claim abandoned by a dead request be taken over', async () => {
    const { client, body } = await setup();
    expect((await t.request(createRequest(client, body, 'old-key-00001'))).statusCode).toBe(201);
    await sql(`update idempotency_key set created_at = created_at - interval '25 hours' where key = ?`, ['old-key-00001']);
    const later = await t.request(createRequest(client, { ...body, startTime: '14:00' }, 'old-key-00001'));
    expect(later.statusCode).toBe(201);

    // The server hashes the body as validated, with the contract's defaults filled in.
    const next = await setup();
    Object.assign(next.body, { hasPets: false, suppliesProvidedByCleaner: false, allowPhotos: true, emergency: false });
    await sql(
      `insert into idempotency_key (user_id, key, operation, request_hash, state, created_at)
       values (?, 'dead-key-0001', 'bookings.create', ?, 'in_progress', now() - interval '3 minutes')`,
      [next.client.user.id, requestHash(next.body)],
    );
    expect((await t.request(createRequest(next.client, next.body, 'dead-key-0001'))).statusCode).toBe(201);
  });

  it('marks the key in the booking’s own transaction: a death before the commit leaves neither', async () => {
    const { client, body } = await setup();
    const user = await t.app.propre.db.orm.em.fork().findOneOrFail(User, { id: client.user.id });
    const store = createIdempotencyStore(t.app.propre.db.orm);
    const scope = { userId: client.user.id, key: 'dies-before-commit', operation: 'bookings.create', hash: requestHash(body) };
    await expect(
      store.run(scope, async (_saveReference, saveAnswer) => ({
        status: 201,
        body: await t.app.propre.bookings.create(user, body as never, {
          beforeCommit: async (tx, answer) => {
            await saveAnswer(tx, 201, answer);
            throw new Error('killed');
          },
        }),
      })),
    ).rejects.toThrow('killed');
    expect(await mine(client)).toHaveLength(0);
    const retried = await t.request(createRequest(client, body, 'dies-before-commit'));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await mine(client)).toHaveLength(1);
  });

  it('answers a retry with the booking when the process died after the commit but before storing the answer', async () => {
    const { client, body } = await setup();
    const first = await t.request(createRequest(client, body, 'dies-after-commit'));
    expect(first.statusCode).toBe(201);
    // As the process would have left it: the key marked in the booking's transaction, the full answer never stored.
    const ids = (first.json().bookings as Array<{ id: string }>).map((b) => b.id);
    await sql(`update idempotency_key set response_body = ? where key = ?`, [
      JSON.stringify({ kind: 'committed', status: 201, reference: ids }),
      'dies-after-commit',
    ]);
    const charges = payments.charges.length;
    const retried = await t.request(createRequest(client, body, 'dies-after-commit'));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().bookings.map((b: { id: string }) => b.id)).toEqual(ids);
    expect(payments.charges.length).toBe(charges);
    expect(await mine(client)).toHaveLength(1);
  });
});
