import { beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/real-postgres.ts';
import {
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';
import { localToInstant } from './schedule.ts';

const { t, properties } = useBookingsApp();

const contenders = 50;
const rounds = 20;
let cleaner: Session;
const clients: Array<{ client: Session; propertyId: string }> = [];

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  for (let i = 0; i < contenders; i += 1) clients.push(await clientWithProperty(t, properties));
}, 120_000);

describe('no double booking, enforced by the database', () => {
  it(`gives one slot to exactly one of ${contenders} clients racing for it, ${rounds} times`, async () => {
    for (let round = 0; round < rounds; round += 1) {
      const date = daysAhead(10 + round);
      // Each round a different overlap: the same start, or starts half an hour apart.
      const responses = await Promise.all(
        clients.map(({ client, propertyId }, i) =>
          t.request(
            createRequest(
              client,
              bookingBody(cleaner.user.id, propertyId, { date, startTime: i % 2 === 0 || round % 2 === 0 ? '09:00' : '09:30' }),
            ),
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}`,
      ).toHaveLength(contenders - 1);
      expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code))).toEqual(
        new Set(['slot_unavailable']),
      );
    }
    const held = await t.app.propre.db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>("select count(*)::int as n from booking where cleaner_id = ? and status = 'pending'", [
        cleaner.user.id,
      ]);
    expect(held[0]?.n).toBe(rounds);
  }, 300_000);

  it('refuses an overlapping row whatever writes it, unless one of the two no longer holds its slot', async () => {
    const { client, propertyId } = clients[0] as { client: Session; propertyId: string };
    const em = t.app.propre.db.orm.em.fork();
    const [existing] = await em
      .getConnection()
      .execute<Array<{ id: string; starts_at: string }>>(
        "select id, starts_at from booking where cleaner_id = ? and status = 'pending' order by starts_at limit 1",
        [cleaner.user.id],
      );
    const insert = (status: string) =>
      em.getConnection().execute(
        `insert into booking (id, client_id, cleaner_id, property_id, property_type, property_city, frequency, status,
           payment_status, local_date, local_start_time, duration_minutes, starts_at, ends_at, service_type, has_pets,
           supplies_provided_by_cleaner, allow_photos, emergency, checklist, price, total_cents, deposit_cents,
           balance_cents, created_at, updated_at)
         select 'bkg_' || substr(md5(random()::text), 1, 26), ?, cleaner_id, ?, 'house', 'Montréal', 'once', ?,
           'initial_completed', local_date, local_start_time, duration_minutes, starts_at + interval '1 hour',
           ends_at + interval '1 hour', 'basic', false, false, true, false, '[]', '{}', 0, 0, 0, now(), now()
         from booking where id = ?`,
        [client.user.id, propertyId, status, existing?.id],
      );
    await expect(insert('confirmed')).rejects.toMatchObject({ code: '23P01', constraint: 'booking_cleaner_slot_free' });
    await expect(insert('cancelled')).resolves.toBeDefined();
  });

  it('answers slot_unavailable and keeps no money when a writer outside the queue takes the slot while the deposit is charged', async () => {
    // On PGlite's one session the request would wait for the writer's connection forever.
    needsRealPostgres(t.config.databaseUrl, 'a writer on a second session holds the slot while the request runs');
    const { client, propertyId } = clients[1] as { client: Session; propertyId: string };
    const date = daysAhead(45);
    const template = await t.request(
      createRequest(client, bookingBody(cleaner.user.id, propertyId, { date, startTime: '07:00', durationHours: 4 })),
    );
    expect(template.statusCode).toBe(201);
    const startsAt = localToInstant(date, '13:00');
    const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
    const watcher = t.app.propre.db.orm.em.fork().getConnection();
    const blockedOnRow = async () => {
      const [row] = await watcher.execute<Array<{ n: number }>>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return (row?.n ?? 0) > 0;
    };
    let answer: Promise<{ statusCode: number; json: () => { code?: string } }> | undefined;
    // The slot check reads what is committed: this row is not yet, so the request charges the
    // deposit and its insert then waits on this transaction, which commits the overlap. (A
    // connection of its own: the request must not run inside an ORM transaction of the test's.)
    const writer = await t.app.propre.db.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into booking (id, client_id, cleaner_id, property_id, property_type, property_city, frequency, status,
           payment_status, local_date, local_start_time, duration_minutes, starts_at, ends_at, service_type, has_pets,
           supplies_provided_by_cleaner, allow_photos, emergency, checklist, price, total_cents, deposit_cents,
           balance_cents, created_at, updated_at)
         select 'bkg_' || substr(md5(random()::text), 1, 26), client_id, cleaner_id, property_id, 'house', 'Montréal',
           'once', 'pending', 'initial_completed', local_date, '13:00', 240, $1::timestamptz, $2::timestamptz, 'basic',
           false, false, true, false, '[]', '{}', 0, 0, 0, now(), now()
         from booking where id = $3`,
        [startsAt.toISOString(), endsAt.toISOString(), template.json().bookings[0].id],
      );
      answer = t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date, startTime: '13:00' })));
      for (let tries = 0; !(await blockedOnRow()); tries += 1) {
        if (tries > 400) throw new Error('the request never reached the slot');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await writer.query('commit');
    } finally {
      writer.release();
    }
    const res = await (answer as NonNullable<typeof answer>);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('slot_unavailable');
    // Its deposit was rolled back with the row (the money check after each test sees no charge kept).
    const [kept] = await watcher.execute<Array<{ n: number }>>(
      "select count(*)::int as n from booking where client_id = ? and local_date = ? and local_start_time = '13:00'",
      [client.user.id, date],
    );
    expect(kept?.n).toBe(1);
  });
});
