import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin } from '../../../test/factories.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

const { t, payments, ledger, properties } = useBookingsApp();

let cleaner: Session;
let otherCleaner: Session;
let admin: Session;
let day = 0;

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  otherCleaner = await listedCleaner(t, {}, 'Amina Diallo');
  admin = await createAdmin(t);
});

/** A fresh client and a booking of theirs with the cleaner, on a day of its own. */
async function pending(extra: Record<string, unknown> = {}, by: Session = cleaner) {
  const { client, propertyId } = await clientWithProperty(t, properties);
  day += 1;
  const booking = await book(t, client, bookingBody(by.user.id, propertyId, { date: daysAhead(30 + day), ...extra }));
  return { client, propertyId, booking };
}

async function confirmed(extra: Record<string, unknown> = {}, by: Session = cleaner) {
  const made = await pending(extra, by);
  const res = await t.request(act(by, made.booking.id, 'accept'));
  expect(res.statusCode).toBe(200);
  return made;
}

/**
 * Time travel for one booking: moves its start (and end) to `hours` from now. Bookings moved
 * near now by different tests must not overlap for one cleaner (the slot constraint holds).
 */
async function startIn(bookingId: string, hours: number) {
  await t.app.propre.db.orm.em
    .fork()
    .getConnection()
    .execute(
      `update booking set starts_at = now() + make_interval(secs => ? * 3600), ends_at = now() + make_interval(secs => (? + 4) * 3600) where id = ?`,
      [hours, hours, bookingId],
    );
}

const get = (session: Session, id: string) => t.request({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(session) });

describe('accept', () => {
  it('confirms a pending request, once, for its cleaner only', async () => {
    const { client, booking } = await pending();
    expect((await t.request(act(otherCleaner, booking.id, 'accept'))).statusCode).toBe(404);
    expect((await t.request(act(client, booking.id, 'accept'))).json()).toMatchObject({ status: 403, code: 'forbidden' });

    const res = await t.request(act(cleaner, booking.id, 'accept'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      label: 'pending',
      expiresAt: null,
      paymentStatus: 'initial_completed',
    });
    expect(
      res
        .json()
        .history.map((h: { action: string; from: string | null; to: string; actorRole: string }) => [
          h.action,
          h.from,
          h.to,
          h.actorRole,
        ]),
    ).toEqual([
      ['create', null, 'pending', 'client'],
      ['accept', 'pending', 'confirmed', 'cleaner'],
    ]);

    const again = await t.request(act(cleaner, booking.id, 'accept'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'booking_transition_not_allowed',
      title: 'Action impossible pour cette réservation',
    });
    expect(again.json().detail).toContain('« confirmed »');
  });

  it('is refused once the request is 24 hours old or its start has passed', async () => {
    const old = await pending();
    await t.app.propre.db.orm.em
      .fork()
      .getConnection()
      .execute(`update booking set created_at = created_at - interval '25 hours' where id = ?`, [old.booking.id]);
    const expired = await t.request(act(cleaner, old.booking.id, 'accept'));
    expect(expired.json()).toMatchObject({ status: 409, code: 'booking_request_expired' });

    const late = await pending();
    await startIn(late.booking.id, -1);
    const started = await t.request(act(cleaner, late.booking.id, 'accept'));
    expect(started.json()).toMatchObject({ status: 409, code: 'booking_start_passed' });
  });
});

describe('decline', () => {
  it('declines a pending request, refunds the deposit in full and frees the slot', async () => {
    const { booking } = await pending();
    const res = await t.request(
      act(cleaner, booking.id, 'decline', { reason: 'schedule_conflict', note: 'Déjà réservée ce jour-là' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      paymentStatus: 'final_refunded',
      label: null,
      payment: { depositPaid: 5950, refunded: 5950 },
      cancellation: { by: 'cleaner', reason: 'schedule_conflict', note: 'Déjà réservée ce jour-l\u00e0', feeKept: 0 },
    });
    const [charge] = payments.chargesFor(booking.id);
    expect(payments.refundsOf(charge?.paymentIntentId ?? '')).toMatchObject([
      { amountCents: 5950, idempotencyKey: `${booking.id}:refund` },
    ]);
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);

    const again = await t.request(act(cleaner, booking.id, 'decline'));
    expect(again.json()).toMatchObject({ status: 409, code: 'booking_transition_not_allowed' });
    // Declined bookings do not hold the slot.
    const other = await clientWithProperty(t, properties);
    const same = await t.request(
      createRequest(other.client, bookingBody(cleaner.user.id, other.propertyId, { date: res.json().date })),
    );
    expect(same.statusCode).toBe(201);
  });

  it('cannot decline a confirmed booking', async () => {
    const { booking } = await confirmed();
    expect((await t.request(act(cleaner, booking.id, 'decline', {}))).json()).toMatchObject({
      status: 409,
      code: 'booking_transition_not_allowed',
    });
  });
});

describe('cancel', () => {
  it('refunds in full 24 hours or more before the start', async () => {
    const { client, booking } = await pending();
    const res = await t.request(act(client, booking.id, 'cancel', { reason: 'found_alternative' }));
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'final_refunded',
      payment: { refunded: 5950 },
      cancellation: { by: 'client', reason: 'found_alternative', feeKept: 0 },
    });
    expect(res.json().history.at(-1)).toMatchObject({
      action: 'cancel',
      from: 'pending',
      to: 'cancelled',
      actorRole: 'client',
      reason: 'found_alternative',
    });
  });

  it('keeps the 50 $ fee under 24 hours before the start and refunds the rest', async () => {
    const { client, booking } = await confirmed();
    await startIn(booking.id, 5);
    const res = await t.request(act(client, booking.id, 'cancel', { reason: 'emergency' }));
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'final_partially_refunded',
      payment: { depositPaid: 5950, refunded: 950 },
      cancellation: { feeKept: 5000 },
    });
    expect((await ledger.transactions()).find((x) => x.idempotencyKey === `${booking.id}:refund`)?.lines).toEqual(
      expect.arrayContaining([
        { account: 'external:card', amountCents: -950 },
        { account: 'platform:fees', amountCents: -5000 },
        { account: `platform:held:${booking.id}`, amountCents: 5950 },
      ]),
    );
  });

  it('keeps the whole deposit when it is under the fee', async () => {
    const cheap = await listedCleaner(t, { hourlyRate: 1700 }, 'Julie Roy');
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(t, client, bookingBody(cheap.user.id, propertyId, { date: daysAhead(5) }));
    await startIn(booking.id, 2);
    const res = await t.request(act(client, booking.id, 'cancel', { reason: 'other', note: 'Changement de plans' }));
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'initial_completed',
      payment: { depositPaid: 2890, refunded: 0 },
      cancellation: { feeKept: 2890, note: 'Changement de plans' },
    });
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
  });

  it('needs a reason, and only the booking’s client (or an admin) may cancel', async () => {
    const { client, booking } = await pending();
    const missing = await t.request(act(client, booking.id, 'cancel', {}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject([{ pointer: '/body/reason', message: 'Ce champ est requis' }]);
    const { client: stranger } = await clientWithProperty(t, properties);
    expect((await t.request(act(stranger, booking.id, 'cancel', { reason: 'price' }))).statusCode).toBe(404);
    expect((await t.request(act(cleaner, booking.id, 'cancel', { reason: 'price' }))).statusCode).toBe(403);
    const done = await t.request(act(client, booking.id, 'cancel', { reason: 'price' }));
    expect(done.statusCode).toBe(200);
    expect((await t.request(act(client, booking.id, 'cancel', { reason: 'price' }))).json()).toMatchObject({
      status: 409,
      code: 'booking_transition_not_allowed',
    });
  });
});

describe('declineByClient', () => {
  it('withdraws from a confirmed booking with the cancellation money rule', async () => {
    const { client, booking } = await confirmed();
    const res = await t.request(act(client, booking.id, 'decline-by-client', { reason: 'price' }));
    expect(res.json()).toMatchObject({
      status: 'declinedByClient',
      paymentStatus: 'final_refunded',
      payment: { refunded: 5950 },
    });
    expect(res.json().history.at(-1)).toMatchObject({ action: 'declineByClient', from: 'confirmed', to: 'declinedByClient' });
  });

  it('applies only to confirmed bookings', async () => {
    const { client, booking } = await pending();
    const res = await t.request(act(client, booking.id, 'decline-by-client', { reason: 'price' }));
    expect(res.json()).toMatchObject({ status: 409, code: 'booking_transition_not_allowed' });
    expect(res.json().detail).toContain('« pending »');
  });
});

describe('postpone', () => {
  it('moves a confirmed booking to a free slot, keeping it confirmed', async () => {
    const { client, booking } = await confirmed();
    const date = daysAhead(90);
    const res = await t.request(act(client, booking.id, 'postpone', { date, startTime: '13:30' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', date, startTime: '13:30', durationHours: 4 });
    expect(new Date(res.json().endsAt).getTime() - new Date(res.json().startsAt).getTime()).toBe(4 * 3_600_000);
    expect(res.json().history.at(-1)).toMatchObject({
      action: 'postpone',
      from: 'confirmed',
      to: 'confirmed',
      actorRole: 'client',
    });
  });

  it('refuses a slot the cleaner is not free in, a start not ahead, and the last 24 hours', async () => {
    const taken = await confirmed();
    const { client, booking } = await confirmed();
    const busy = await t.request(act(client, booking.id, 'postpone', { date: taken.booking.date, startTime: '10:00' }));
    expect(busy.json()).toMatchObject({ status: 409, code: 'slot_unavailable' });
    expect((await get(client, booking.id)).json().date).toBe(booking.date);

    const past = await t.request(act(client, booking.id, 'postpone', { date: daysAhead(-2), startTime: '10:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toMatchObject([{ pointer: '/body/date', code: 'future' }]);

    await startIn(booking.id, 20);
    const late = await t.request(act(client, booking.id, 'postpone', { date: daysAhead(95), startTime: '10:00' }));
    expect(late.json()).toMatchObject({ status: 409, code: 'postpone_too_late' });
  });

  it('applies only to confirmed bookings', async () => {
    const { client, booking } = await pending();
    const res = await t.request(act(client, booking.id, 'postpone', { date: daysAhead(96), startTime: '10:00' }));
    expect(res.json()).toMatchObject({ status: 409, code: 'booking_transition_not_allowed' });
  });
});

describe('admins', () => {
  it('see any booking and perform either side’s transitions, recorded as admin', async () => {
    const { client, booking } = await pending();
    expect((await get(admin, booking.id)).statusCode).toBe(200);
    const accepted = await t.request(act(admin, booking.id, 'accept'));
    expect(accepted.json()).toMatchObject({ status: 'confirmed' });
    const cancelled = await t.request(act(admin, booking.id, 'cancel', { reason: 'other' }));
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellation: { by: 'admin' } });
    expect(cancelled.json().history.map((h: { actorRole: string }) => h.actorRole)).toEqual(['client', 'admin', 'admin']);
    const rows = await t.app.propre.db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ actor_user_id: string | null; actor_role: string }>>(
        'select actor_user_id, actor_role from booking_transition where booking_id = ? order by at, id',
        [booking.id],
      );
    expect(rows).toEqual([
      { actor_user_id: client.user.id, actor_role: 'client' },
      { actor_user_id: admin.user.id, actor_role: 'admin' },
      { actor_user_id: admin.user.id, actor_role: 'admin' },
    ]);
  });
});

describe('labels', () => {
  it('derives late and no-show from the start and the punch-in', async () => {
    const { client, booking } = await confirmed({}, otherCleaner);
    await startIn(booking.id, -0.5);
    expect((await get(client, booking.id)).json()).toMatchObject({ status: 'confirmed', label: 'late' });
    await startIn(booking.id, -3);
    expect((await get(client, booking.id)).json()).toMatchObject({ status: 'confirmed', label: 'no-show' });
    await t.app.propre.db.orm.em
      .fork()
      .getConnection()
      .execute('update booking set punched_in_at = now() where id = ?', [booking.id]);
    expect((await get(otherCleaner, booking.id)).json()).toMatchObject({ label: 'in progress' });
  });
});
