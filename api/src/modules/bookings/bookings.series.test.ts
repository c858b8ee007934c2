import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import {
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

const { t, payments, properties } = useBookingsApp();

let cleaner: Session;
let registered: Session;

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  registered = await listedCleaner(t, { hourlyRate: 4000 }, 'Luc Bouchard');
});

describe('slots', () => {
  it('refuses a booking overlapping another of the same cleaner, and allows back-to-back ones', async () => {
    const first = await clientWithProperty(t, properties);
    const second = await clientWithProperty(t, properties);
    const date = daysAhead(30);
    expect(
      (await t.request(createRequest(first.client, bookingBody(cleaner.user.id, first.propertyId, { date })))).statusCode,
    ).toBe(201);
    const overlap = await t.request(
      createRequest(second.client, bookingBody(cleaner.user.id, second.propertyId, { date, startTime: '12:30' })),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'slot_unavailable', title: 'Ce créneau n’est plus disponible' });
    const after = await t.request(
      createRequest(second.client, bookingBody(cleaner.user.id, second.propertyId, { date, startTime: '13:00' })),
    );
    expect(after.statusCode).toBe(201);
    const otherCleaner = await t.request(
      createRequest(second.client, bookingBody(registered.user.id, second.propertyId, { date })),
    );
    expect(otherCleaner.statusCode).toBe(201);
  });
});

describe('recurring bookings', () => {
  it('creates one booking per occurrence, each with its own deposit, in one series', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request(
      createRequest(client, bookingBody(cleaner.user.id, propertyId, { frequency: 'weekly', date: daysAhead(40) })),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { seriesId, bookings } = res.json();
    expect(seriesId).toMatch(/^bks_/);
    expect(bookings).toHaveLength(12);
    bookings.forEach((b: { series: unknown; date: string; status: string }, i: number) => {
      expect(b.series).toEqual({ id: seriesId, index: i + 1, count: 12 });
      expect(b.date).toBe(daysAhead(40 + 7 * i));
      expect(b.status).toBe('pending');
    });
    expect(bookings.map((b: { price: { deposit: number } }) => b.price.deposit)).toEqual([5950, ...Array(11).fill(7000)]);
    for (const b of bookings) expect(payments.chargesFor(b.id)).toHaveLength(1);

    const monthly = await t.request(
      createRequest(
        client,
        bookingBody(cleaner.user.id, propertyId, {
          frequency: 'custom',
          recurrence: { intervalDays: 3, occurrences: 3 },
          date: daysAhead(200),
        }),
      ),
    );
    expect(monthly.json().bookings.map((b: { date: string }) => b.date)).toEqual([
      daysAhead(200),
      daysAhead(203),
      daysAhead(206),
    ]);
  });

  it('creates no occurrence when one of them is not free', async () => {
    const other = await clientWithProperty(t, properties);
    await t.request(createRequest(other.client, bookingBody(cleaner.user.id, other.propertyId, { date: daysAhead(114) })));
    const { client, propertyId } = await clientWithProperty(t, properties);
    const charged = payments.charges.length;
    const res = await t.request(
      createRequest(client, bookingBody(cleaner.user.id, propertyId, { frequency: 'bi-weekly', date: daysAhead(100) })),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('slot_unavailable');
    // The answer names the occurrence that is taken, not the free ones.
    expect(res.json().detail).toContain(`${daysAhead(114)} 09:00`);
    expect(res.json().detail).not.toContain(daysAhead(100));
    expect(payments.charges.length).toBe(charged);
    expect((await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) })).json().items).toEqual([]);
  });

  it('leaves nothing charged and nothing booked when a later deposit is declined', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    let seen = 0;
    payments.declineWhen(() => ++seen === 3);
    try {
      const res = await t.request(
        createRequest(client, bookingBody(cleaner.user.id, propertyId, { frequency: 'monthly', date: daysAhead(120) })),
      );
      expect(res.statusCode).toBe(402);
      expect(res.json().code).toBe('payment_failed');
    } finally {
      payments.declineWhen(null);
    }
    // The local provider charges inside the booking's transaction: the declined third deposit
    // rolls the first two back with it (an external provider would refund them instead).
    const customerId = await t.app.propre.payments.provider.ensureCustomer({
      id: client.user.id,
      email: client.user.email,
      name: client.user.name,
    });
    expect(payments.charges.filter((c) => c.customerId === customerId)).toEqual([]);
    const intents = await t.app.propre.db.orm.em
      .getConnection()
      .execute("select count(*)::int as n from pay_payment_intent where customer_id = ? and status = 'succeeded'", [customerId]);
    expect(intents[0]?.n).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) })).json().items).toEqual([]);
  });
});
