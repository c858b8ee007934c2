import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { bookingPair, useTestSockets } from '../../../test/messaging.ts';
import { queryOne } from '../../db/sql.ts';
import { act, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon, photo, tickAll, uploadPhoto } from '../bookings/work.fixtures.ts';

// BOOKING_UPDATE: the booking details screen follows a booking's status without reloading.
const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '1000' } });
const socketFor = useTestSockets(t);

describe('BOOKING_UPDATE', () => {
  it('reaches the client and the cleaner when the cleaner accepts, then when the client cancels', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    const clientSocket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    expect((await t.request(act(cleaner, bookingId, 'accept'))).statusCode).toBe(200);
    const accepted = (f: { bookingId: string; action: string }) => f.bookingId === bookingId && f.action === 'accept';
    expect(await clientSocket.next('BOOKING_UPDATE', accepted)).toMatchObject({
      action: 'accept',
      status: 'confirmed',
    });
    expect(await cleanerSocket.next('BOOKING_UPDATE', accepted)).toMatchObject({ status: 'confirmed' });
    expect((await t.request(act(client, bookingId, 'cancel', { reason: 'other' }))).statusCode).toBe(200);
    expect(await cleanerSocket.next('BOOKING_UPDATE', (f) => f.bookingId === bookingId && f.action === 'cancel')).toMatchObject({
      action: 'cancel',
      status: 'cancelled',
    });
  });

  it('reaches the cleaner when a client requests a booking, so their list of requests shows it at once', async () => {
    const other = await bookingPair(t, properties, { pending: true });
    const otherSocket = await socketFor(other.cleaner);
    let cleanerSocket: Awaited<ReturnType<typeof socketFor>> | undefined;
    const { bookingId } = await bookingPair(t, properties, {
      pending: true,
      beforeBooking: async ({ cleaner }) => {
        cleanerSocket = await socketFor(cleaner);
      },
    });
    expect(await cleanerSocket?.next('BOOKING_UPDATE', (f) => f.bookingId === bookingId)).toMatchObject({
      action: 'create',
      status: 'pending',
    });
    // Another cleaner hears nothing of it.
    expect(otherSocket.all('BOOKING_UPDATE').filter((f) => f.bookingId === bookingId)).toEqual([]);
  });

  it('tells the client when a pending request is declined, and nobody else', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    const other = await bookingPair(t, properties, { pending: true });
    const clientSocket = await socketFor(client);
    const otherSocket = await socketFor(other.client);
    expect((await t.request(act(cleaner, bookingId, 'decline'))).statusCode).toBe(200);
    expect(await clientSocket.next('BOOKING_UPDATE', (f) => f.bookingId === bookingId && f.action === 'decline')).toMatchObject({
      action: 'decline',
      status: 'declined',
    });
    // The other client hears only of their own request.
    expect(otherSocket.all('BOOKING_UPDATE').filter((f) => f.bookingId !== other.bookingId)).toEqual([]);
  });
});

describe('BOOKING_UPDATE during the work', () => {
  it('tells the client each step: punch-in, a tick, a photo, the submission, the punch-out', async () => {
    const setup = await confirmedSoon(t, properties);
    const { client, cleaner, bookingId } = setup;
    const clientSocket = await socketFor(client);
    // The accept's frame may still be on its way: each step is waited for by its action.
    const next = (action: string) => clientSocket.next('BOOKING_UPDATE', (f) => f.bookingId === bookingId && f.action === action);
    expect((await t.request(act(cleaner, bookingId, 'punch-in', setup.near(30)))).statusCode).toBe(200);
    expect(await next('start')).toMatchObject({ action: 'start', status: 'in_progress' });
    await tickAll(t, cleaner, bookingId);
    expect(await next('checklist')).toMatchObject({ action: 'checklist', status: 'in_progress' });
    for (const kind of ['before', 'after']) {
      expect((await t.request(uploadPhoto(cleaner, bookingId, await photo(), `kind=${kind}`))).statusCode).toBe(201);
      expect(await next('photo')).toMatchObject({ action: 'photo', status: 'in_progress' });
    }
    expect((await t.request(act(cleaner, bookingId, 'checklist/submit'))).statusCode).toBe(200);
    expect(await next('checklistSubmit')).toMatchObject({ action: 'checklistSubmit', status: 'in_progress' });
    expect((await t.request(act(cleaner, bookingId, 'punch-out', setup.near(10)))).statusCode).toBe(200);
    expect(await next('complete')).toMatchObject({ action: 'complete', status: 'completed' });
  });

  it('sends no notification for a tick (only the frame)', async () => {
    const setup = await confirmedSoon(t, properties);
    expect((await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(30)))).statusCode).toBe(200);
    const count = async () =>
      Number(
        (
          await queryOne<{ n: string }>(
            t.app.propre.db.orm.em.fork(),
            'select count(*) as n from notification where user_id = $1',
            [setup.client.user.id],
          )
        )?.n,
      );
    const before = await count();
    // The punch-in itself was news to the client (a notification); a tick is not.
    expect(before).toBeGreaterThan(0);
    await tickAll(t, setup.cleaner, setup.bookingId);
    expect(await count()).toBe(before);
  });
});

describe('cancellationTerms', () => {
  it('tell the client what cancelling would cost now, and are absent for the cleaner and once cancelled', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    const asClient = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(client) });
    const booking = asClient.json();
    const deadline = new Date(new Date(booking.startsAt).getTime() - 24 * 3_600_000).toISOString();
    expect(booking.cancellationTerms).toEqual({
      feeIfCancelledNow: 0,
      refundIfCancelledNow: booking.payment.depositPaid,
      freeCancellationUntil: deadline,
      postponeUntil: deadline,
    });
    const asCleaner = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(cleaner) });
    expect(asCleaner.json()).not.toHaveProperty('cancellationTerms');

    // Under 24 hours before the start: the 50 $ fee, as the cancellation then keeps.
    await t.app.propre.db.orm.em
      .fork()
      .getConnection()
      .execute(`update booking set starts_at = now() + interval '5 hours', ends_at = now() + interval '9 hours' where id = ?`, [
        bookingId,
      ]);
    const soon = (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(client) })).json();
    expect(soon.cancellationTerms).toMatchObject({
      feeIfCancelledNow: 5000,
      refundIfCancelledNow: soon.payment.depositPaid - 5000,
    });
    const cancelled = await t.request(act(client, bookingId, 'cancel', { reason: 'emergency' }));
    expect(cancelled.json()).toMatchObject({ cancellation: { feeKept: soon.cancellationTerms.feeIfCancelledNow } });
    expect(cancelled.json()).not.toHaveProperty('cancellationTerms');
  });
});
