import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import {
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from '../bookings/bookings.fixtures.ts';
import { Invoice } from './invoices.entities.ts';
import { paidBooking } from './invoices.fixtures.ts';

const { t, properties } = useBookingsApp();

let otherCleaner: Session;
let admin: Session;

const invoice = (session: Session, bookingId: string, query = '', headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/bookings/${bookingId}/invoice${query}`, headers: { ...bearer(session), ...headers } });

const numberOf = (res: { headers: Record<string, unknown> }) =>
  /-(PR-\d{4}-\d{6})\.pdf"$/.exec(String(res.headers['content-disposition']))?.[1];
const sequenceOf = (number: string | undefined) => Number(number?.slice(-6));

/**
 * A booking done and paid through the API, with a cleaner and a client of its own (so their
 * downloads count against no one else, and bookings made at once do not want the same slot).
 */
async function paid(cleaner?: Session): Promise<{ client: Session; cleaner: Session; bookingId: string }> {
  const withCleaner = cleaner ?? (await listedCleaner(t, { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' }));
  const { client, bookingId } = await paidBooking(t, properties, { cleaner: withCleaner });
  return { client, cleaner: withCleaner, bookingId };
}

beforeAll(async () => {
  otherCleaner = await listedCleaner(t, {}, 'Amina Diallo');
  admin = await createAdmin(t);
});

describe('bookings.getInvoice: who may download it', () => {
  it('is for the booking’s client, its cleaner and admins; anyone else is told the booking does not exist', async () => {
    const { client, cleaner, bookingId } = await paid();
    const stranger = (await clientWithProperty(t, properties)).client;
    for (const viewer of [client, cleaner, admin]) {
      const res = await invoice(viewer, bookingId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    for (const outsider of [stranger, otherCleaner]) {
      const res = await invoice(outsider, bookingId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'booking_not_found', title: 'Réservation introuvable' });
    }
    expect((await invoice(client, 'bkg_00000000000000000000000000')).statusCode).toBe(404);
    expect((await invoice(client, 'not-a-booking')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/bookings/${bookingId}/invoice` })).statusCode).toBe(401);
    const noRole = await signUp(t, {}, { withoutRole: true });
    expect((await invoice(noRole, bookingId)).json()).toMatchObject({ status: 403, code: 'forbidden' });
  });
});

describe('bookings.getInvoice: numbers', () => {
  it('gives a booking one number, whoever downloads it and in whichever language', async () => {
    const { client, cleaner, bookingId } = await paid();
    const numbers = new Set<string | undefined>();
    for (const [viewer, query] of [
      [client, ''],
      [client, ''],
      [client, '?lang=en'],
      [cleaner, ''],
      [admin, '?lang=en'],
    ] as const) {
      const res = await invoice(viewer, bookingId, query);
      expect(res.statusCode).toBe(200);
      numbers.add(numberOf(res));
      expect((await readPdf(res.rawPayload)).lines.join('\n')).toContain(numberOf(res));
    }
    expect(numbers.size).toBe(1);
    // The same document each time (same bytes), not merely the same number.
    const [once, again] = [await invoice(client, bookingId), await invoice(client, bookingId)];
    expect(Buffer.compare(once.rawPayload, again.rawPayload)).toBe(0);
    const [number] = [...numbers];
    expect(number).toMatch(new RegExp(`^PR-${todayInToronto().slice(0, 4)}-\\d{6}$`));
    const stored = await t.app.propre.db.orm.em.fork().find(Invoice, { bookingId });
    expect(stored.map((i) => i.number)).toEqual([number]);
  });

  it('numbers bookings one after the other, and a refused download takes no number', async () => {
    const first = await paid();
    const second = await paid();
    const third = await paid();
    const notYet = await clientWithProperty(t, properties);
    const unpaid = await book(t, notYet.client, bookingBody(first.cleaner.user.id, notYet.propertyId, { date: daysAhead(40) }));

    const a = sequenceOf(numberOf(await invoice(first.client, first.bookingId)));
    expect((await invoice(notYet.client, unpaid.id)).statusCode).toBe(409);
    const b = sequenceOf(numberOf(await invoice(second.client, second.bookingId)));
    const c = sequenceOf(numberOf(await invoice(third.client, third.bookingId)));
    expect([b - a, c - b]).toEqual([1, 1]);
    // Downloading the first again keeps its number and takes none.
    expect(sequenceOf(numberOf(await invoice(first.client, first.bookingId)))).toBe(a);
    const next = await paid();
    expect(sequenceOf(numberOf(await invoice(next.client, next.bookingId)))).toBe(c + 1);
  });

  it('numbers concurrent first downloads without gaps or duplicates, one number per booking', async () => {
    const done = await Promise.all([paid(), paid(), paid(), paid(), paid()]);
    const before = await t.app.propre.db.orm.em.fork().count(Invoice);
    // Each booking asked for at once by its client and by an admin.
    const answers = await Promise.all(
      done.flatMap(({ client, bookingId }) => [
        invoice(client, bookingId).then((res) => ({ bookingId, res })),
        invoice(admin, bookingId, '?lang=en').then((res) => ({ bookingId, res })),
      ]),
    );
    for (const { res } of answers) expect(res.statusCode).toBe(200);
    const byBooking = new Map<string, Set<string | undefined>>();
    for (const { bookingId, res } of answers)
      byBooking.set(bookingId, (byBooking.get(bookingId) ?? new Set()).add(numberOf(res)));
    expect([...byBooking.values()].map((numbers) => numbers.size)).toEqual([1, 1, 1, 1, 1]);
    const sequences = [...byBooking.values()].map((numbers) => sequenceOf([...numbers][0])).sort((x, y) => x - y);
    expect(sequences).toEqual([0, 1, 2, 3, 4].map((i) => before + 1 + i));
    expect(await t.app.propre.db.orm.em.fork().count(Invoice)).toBe(before + 5);
  });

  it('keeps what the invoice said when it was issued: a later profile change does not rewrite it', async () => {
    const registered = await listedCleaner(t, { gstNumber: '987654321RT0001', qstNumber: '9876543210TQ0001' }, 'Luc Bergeron');
    const { client, bookingId } = await paid(registered);
    const before = (await readPdf((await invoice(client, bookingId)).rawPayload)).lines;
    expect(before).toContain('Numéro d’inscription à la TPS 987654321RT0001');
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(registered),
      payload: { gstNumber: null, qstNumber: null },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await readPdf((await invoice(client, bookingId)).rawPayload)).lines;
    expect(after).toEqual(before);
  });
});

describe('bookings.getInvoice: rate limit', () => {
  it('allows 10 invoices a minute per user, then answers 429 with the seconds to wait', async () => {
    const { client, cleaner, bookingId } = await paid();
    for (let i = 0; i < 10; i += 1) {
      const res = await invoice(client, bookingId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('10');
      expect(res.headers['ratelimit-remaining']).toBe(String(9 - i));
    }
    const limited = await invoice(client, bookingId);
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      code: 'invoice_rate_limited',
      title: 'Trop de demandes de factures',
      detail: `Trop de demandes de factures. Réessayez dans ${wait} secondes.`,
    });
    const english = await invoice(client, bookingId, '', { 'accept-language': 'en' });
    expect(english.statusCode).toBe(429);
    expect(english.json().detail).toBe(`Too many invoice requests. Try again in ${english.headers['retry-after']} seconds.`);
    // Per user: the booking's cleaner still gets it.
    expect((await invoice(cleaner, bookingId)).statusCode).toBe(200);
  });
});
