import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin } from '../../../test/factories.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

const { t, properties } = useBookingsApp();

let cleaner: Session;
let otherCleaner: Session;
let admin: Session;
let client: Session;
let stranger: Session;
const ids: string[] = [];

const list = (session: Session, query = '') =>
  t.request({ method: 'GET', url: `/api/bookings${query}`, headers: bearer(session) });
const get = (session: Session, id: string) => t.request({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(session) });

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  otherCleaner = await listedCleaner(t, {}, 'Amina Diallo');
  admin = await createAdmin(t);
  const mine = await clientWithProperty(t, properties);
  client = mine.client;
  stranger = (await clientWithProperty(t, properties)).client;
  // Made in an order that is not their dates' order: the two sorts differ.
  for (const days of [11, 12, 10]) {
    const booking = await book(t, client, bookingBody(cleaner.user.id, mine.propertyId, { date: daysAhead(days) }));
    ids.push(booking.id);
  }
  // One confirmed, one cancelled, one still pending.
  await t.request(act(cleaner, ids[1] as string, 'accept'));
  await t.request(act(client, ids[2] as string, 'cancel', { reason: 'schedule_conflict' }));
});

describe('bookings.get', () => {
  it('shows a booking to its client, its cleaner and admins only', async () => {
    const id = ids[0] as string;
    for (const viewer of [client, cleaner, admin]) {
      const res = await get(viewer, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(id);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const outsider of [stranger, otherCleaner]) {
      const res = await get(outsider, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'booking_not_found', title: 'Réservation introuvable' });
    }
    expect((await get(client, 'bkg_00000000000000000000000000')).statusCode).toBe(404);
    expect((await get(client, 'not-an-id')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(401);
  });
});

describe('bookings.listMine', () => {
  it('lists the caller’s own bookings, newest request first', async () => {
    const res = await list(client);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((b: { id: string }) => b.id)).toEqual([...ids].reverse());
    expect(res.json().nextCursor).toBeNull();
    expect((await list(cleaner)).json().items.map((b: { id: string }) => b.id)).toEqual([...ids].reverse());
    expect((await list(otherCleaner)).json().items).toEqual([]);
    expect((await list(stranger)).json().items).toEqual([]);
  });

  it('filters by status', async () => {
    const statuses = async (query: string) => (await list(client, query)).json().items.map((b: { status: string }) => b.status);
    expect(await statuses('?status=pending')).toEqual(['pending']);
    expect(await statuses('?status=confirmed&status=cancelled')).toEqual(['cancelled', 'confirmed']);
    expect(await statuses('?status=completed')).toEqual([]);
    expect((await list(client, '?status=available')).statusCode).toBe(400);
  });

  it('pages with a cursor', async () => {
    const first = (await list(client, '?limit=2')).json();
    expect(first.items.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toBe(ids[1]);
    const second = (await list(client, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((b: { id: string }) => b.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await list(client, '?limit=101')).statusCode).toBe(400);
    expect((await list(client, '?cursor=abc')).statusCode).toBe(400);
  });

  it('sorts by start, the soonest first, and pages in that order', async () => {
    const soonest = [ids[2], ids[0], ids[1]];
    expect((await list(client, '?sort=soonest')).json().items.map((b: { id: string }) => b.id)).toEqual(soonest);
    expect((await list(cleaner, '?sort=soonest')).json().items.map((b: { id: string }) => b.id)).toEqual(soonest);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await list(client, `?sort=soonest&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((b) => b.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(soonest);
    expect(
      (await list(client, '?sort=soonest&status=pending&status=confirmed')).json().items.map((b: { id: string }) => b.id),
    ).toEqual([ids[0], ids[1]]);
    // Someone else's booking is no place to start from.
    expect((await list(stranger, `?sort=soonest&cursor=${ids[0]}`)).json()).toEqual({ items: [], nextCursor: null });
    expect((await list(client, '?sort=latest')).statusCode).toBe(400);
  });

  it('lists one side: an account has one role, so the other side is empty', async () => {
    expect((await list(client, '?role=cleaner')).json().items).toEqual([]);
    expect((await list(cleaner, '?role=client')).json().items).toEqual([]);
    expect((await list(cleaner, '?role=cleaner')).json().items).toHaveLength(3);
  });

  it('is for clients and cleaners', async () => {
    expect((await list(admin)).json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await t.request({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});
