import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import type { Session } from '../bookings/bookings.fixtures.ts';
import { payoutsFixtures } from './payouts.fixtures.ts';

// Each job's earning at GET /api/cleaners/me/payouts, on real PostgreSQL with the local provider.
const t = useTestApp();
const { ledger, local, deliver, activeCleaner, completedBooking } = payoutsFixtures(t);
afterEach(() => ledger.assertBalanced());

/** A four-hour visit at 35 $ an hour: 140 $ charged by the cleaner, 15 % to the platform. */
const visit = { gross: 14_000, platformFee: 2_100, net: 11_900 };

const mine = async (cleaner: Session) => {
  const res = await t.request({ method: 'GET', url: '/api/cleaners/me/payouts', headers: bearer(cleaner) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const instant = (cleaner: Session) =>
  t.request({
    method: 'POST',
    url: '/api/cleaners/me/payouts/instant',
    headers: { ...bearer(cleaner), 'idempotency-key': randomUUID() },
  });

describe('each job’s earning, from the ledger', () => {
  it('lists a settled job with its gross, the platform fee and the net, available until a payout takes it', async () => {
    const { cleaner } = await activeCleaner();
    expect((await mine(cleaner)).earnings).toEqual([]);
    const { booking } = await completedBooking(cleaner);
    await deliver();
    const { earnings, balances } = await mine(cleaner);
    expect(earnings).toEqual([
      {
        bookingId: booking.id,
        serviceDate: booking.date,
        city: 'Montréal',
        ...visit,
        settledAt: expect.any(String),
        state: 'available',
        payoutId: null,
      },
    ]);
    // The same ledger as the balances: what the jobs say is owed is what is owed.
    expect(balances.earned).toBe(visit.net);
    expect(-(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`))).toBe(visit.net);
  });

  it('marks the jobs a payout took as paid by it, and a later job as available', async () => {
    const { cleaner } = await activeCleaner();
    const first = await completedBooking(cleaner);
    const second = await completedBooking(cleaner);
    const payout = await instant(cleaner);
    expect(payout.statusCode, payout.body).toBe(201);
    await deliver();
    const third = await completedBooking(cleaner);
    await deliver();
    const { earnings, payouts } = await mine(cleaner);
    expect(payouts[0]).toMatchObject({ id: payout.json().id, status: 'paid', amount: 2 * visit.net });
    // Newest first.
    expect(earnings.map((e: { bookingId: string }) => e.bookingId)).toEqual([
      third.booking.id,
      second.booking.id,
      first.booking.id,
    ]);
    expect(earnings.map((e: { state: string; payoutId: string | null }) => [e.state, e.payoutId])).toEqual([
      ['available', null],
      ['paid', payout.json().id],
      ['paid', payout.json().id],
    ]);
  });

  it('gives a failed payout’s jobs back as available, then shows the retry that paid them', async () => {
    const { cleaner, accountId } = await activeCleaner();
    await completedBooking(cleaner);
    await local().failPayouts(accountId, 'account_closed');
    const failed = (await instant(cleaner)).json();
    await deliver();
    expect((await mine(cleaner)).earnings[0]).toMatchObject({ state: 'available', payoutId: null });

    await local().failPayouts(accountId, null);
    const admin = await createAdmin(t);
    const retried = await t.request({
      method: 'POST',
      url: `/api/admin/payouts/${failed.id}/retry`,
      headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await deliver();
    expect((await mine(cleaner)).earnings[0]).toMatchObject({ state: 'paid', payoutId: failed.id, net: visit.net });
  });

  it('shows a cleaner only their own jobs', async () => {
    const { cleaner } = await activeCleaner();
    await completedBooking(cleaner);
    const { cleaner: other } = await activeCleaner();
    expect((await mine(other)).earnings).toEqual([]);
  });
});

describe('the weekly payouts started by an administrator', () => {
  const run = (session: Session, body?: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/admin/payouts/weekly-run',
      headers: bearer(session),
      ...(body ? { payload: body } : {}),
    });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

  it('pays by default only work settled before this week, then through a day asked for, once per week', async () => {
    const { cleaner } = await activeCleaner();
    const { booking } = await completedBooking(cleaner);
    await deliver();
    const admin = await createAdmin(t);
    // Friday's run pays the previous weeks: today's job waits.
    const byDefault = await run(admin);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect((await mine(cleaner)).earnings[0]).toMatchObject({ bookingId: booking.id, state: 'available' });

    // Through today, for this cleaner only: another cleaner's job waits for Friday.
    const { cleaner: other } = await activeCleaner();
    await completedBooking(other);
    await deliver();
    const through = await run(admin, { through: today(), cleanerId: cleaner.user.id });
    expect(through.json()).toMatchObject({ period: expect.stringMatching(/^\d{4}-W\d{2}$/), paid: 1, skipped: 0, failed: 0 });
    await deliver();
    const after = await mine(cleaner);
    expect(after.payouts[0]).toMatchObject({ method: 'weekly', period: through.json().period, amount: visit.net, fee: 0 });
    expect(after.earnings[0]).toMatchObject({ state: 'paid', payoutId: after.payouts[0].id });
    expect(after.balances).toMatchObject({ earned: 0, paidOut: visit.net });

    expect((await mine(other)).earnings[0]).toMatchObject({ state: 'available' });
    expect((await mine(other)).payouts).toEqual([]);

    // The same week again pays nothing more.
    const again = await run(admin, { through: today(), cleanerId: cleaner.user.id });
    expect(again.json()).toMatchObject({ paid: 0, skipped: 1 });
    expect((await mine(cleaner)).payouts).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const { cleaner } = await activeCleaner();
    const res = await run(cleaner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });
});
