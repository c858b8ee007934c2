import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { countRows } from '../../../test/webhooks.ts';
import { query } from '../../db/sql.ts';
import { listedCleaner, type Session } from '../bookings/bookings.fixtures.ts';
import { balanceReminderQueue, type ReminderJob } from './balance-flow.ts';
import { payoutsFixtures } from './payouts.fixtures.ts';
import { nextWeeklyRun, weekStart } from './payouts.ts';

// The app as it runs: the real local provider everywhere (bookings, pay-now, payouts).
const t = useTestApp();
const { ledger, local, deliver, activeCleaner, completedBooking } = payoutsFixtures(t);
afterEach(() => ledger.assertBalanced());

const bookingAs = async (session: Session, bookingId: string) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(session) })).json();
const balanceMails = (recipient: string) =>
  query<{ subject: string; text: string }>(
    t.app.propre.db.orm.em.fork(),
    "select subject, text from mail_outbox where tag = 'balance-due' and recipient = $1 order by created_at, id",
    [recipient],
  );
const reminderJobs = async (bookingId: string) =>
  (await t.app.propre.jobs.boss.findJobs<ReminderJob>(balanceReminderQueue, { data: { bookingId } }))
    .map((job) => ({ id: job.id, reminder: job.data.reminder, state: job.state, startAfter: new Date(job.startAfter) }))
    .sort((a, b) => (a.reminder ?? 0) - (b.reminder ?? 0));
/** Time travel: the booking's `reminder`-th reminder is due now; waits for the real worker to run it. */
async function runReminderNow(bookingId: string, reminder: number) {
  const job = (await reminderJobs(bookingId)).find((j) => j.reminder === reminder);
  if (!job) throw new Error(`no reminder ${reminder}`);
  await t.app.propre.jobs.boss.update(balanceReminderQueue, undefined, { id: job.id, startAfter: new Date() });
  for (let i = 0; i < 100; i += 1) {
    const now = (await reminderJobs(bookingId)).find((j) => j.id === job.id);
    if (now?.state === 'completed') return;
    if (now?.state === 'failed') throw new Error('the reminder failed');
    await sleep(100);
  }
  throw new Error('the reminder did not run');
}

const myPayouts = async (cleaner: { token: string }) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/payouts', headers: bearer(cleaner) })).json();
const instant = (cleaner: { token: string }, key = randomUUID()) =>
  t.request({ method: 'POST', url: '/api/cleaners/me/payouts/instant', headers: { ...bearer(cleaner), 'idempotency-key': key } });

describe('money path with the local provider: deposit → balance → transfer → payout', () => {
  it('credits the cleaner at settlement and pays last week’s work on Friday, once', async () => {
    const { cleaner, accountId } = await activeCleaner();
    const { booking } = await completedBooking(cleaner);
    await deliver();
    const gross = 4 * 3500;
    const fee = Math.round(gross * 0.15);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(gross - fee));
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
    // In the next scheduled run unless that run is this very Friday morning (it pays the week before).
    const inNextRun = weekStart(nextWeeklyRun(new Date())).getTime() > Date.now();
    expect((await myPayouts(cleaner)).balances).toMatchObject({
      earned: gross - fee,
      weeklyPayable: inNextRun ? gross - fee : 0,
    });

    // Next Friday: the work settled last week is paid.
    const friday = new Date(Date.now() + 7 * 86_400_000);
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 1 });
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 0 });
    await deliver();
    const mine = await myPayouts(cleaner);
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({ method: 'weekly', amount: gross - fee, fee: 0, net: gross - fee, status: 'paid' });
    expect(mine.balances).toMatchObject({ earned: 0, paidOut: gross - fee });
    expect(await countRows(t, 'pay_transfer', 'account_id = $1', [accountId])).toBe(1);
    expect(await countRows(t, 'pay_payout', "account_id = $1 and status = 'paid'", [accountId])).toBe(1);
    const schedules = await t.app.propre.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'payouts-weekly')).toMatchObject({ cron: '0 9 * * 5', timezone: 'America/Toronto' });
  });

  it('pays out instantly for a 5 $ fee, and answers insufficient balance when nothing is payable', async () => {
    const { cleaner } = await activeCleaner();
    const nothing = await instant(cleaner);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'insufficient_balance' });
    await completedBooking(cleaner);
    const before = await ledger.sum('platform:fees');
    const key = randomUUID();
    const res = await instant(cleaner, key);
    expect(res.statusCode).toBe(201);
    const owed = 14_000 - 2_100;
    expect(res.json()).toMatchObject({ method: 'instant', amount: owed, fee: 500, net: owed - 500 });
    const again = await instant(cleaner, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(res.json().id);
    expect(await ledger.sum('platform:fees')).toBe(before - 500);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:payouts`)).toBe(-(owed - 500));
    expect((await instant(cleaner)).json()).toMatchObject({ code: 'insufficient_balance' });
  });

  it('refuses payouts until the account is active', async () => {
    const cleaner = await listedCleaner(t);
    await completedBooking(cleaner);
    const res = await instant(cleaner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'connect_account_not_active' });
  });

  it('a failed payout gives the money back to the earnings; an admin sees it and retries it', async () => {
    const { cleaner, accountId } = await activeCleaner();
    await completedBooking(cleaner);
    await local().failPayouts(accountId, 'account_closed');
    const created = await instant(cleaner);
    await deliver();
    const admin = await createAdmin(t);
    const failed = await t.request({ method: 'GET', url: '/api/admin/payouts?status=failed', headers: bearer(admin) });
    const item = failed.json().items.find((p: { id: string }) => p.id === created.json().id);
    expect(item).toMatchObject({ status: 'failed', failureCode: 'account_closed' });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(14_000 - 2_100));
    await local().failPayouts(accountId, null);
    const retried = await t.request({
      method: 'POST',
      url: `/api/admin/payouts/${item.id}/retry`,
      headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
    });
    expect(retried.statusCode).toBe(200);
    await deliver();
    expect((await myPayouts(cleaner)).payouts[0]).toMatchObject({ id: item.id, status: 'paid', attempts: 2 });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(0);
    const notFailed = await t.request({
      method: 'POST',
      url: `/api/admin/payouts/${item.id}/retry`,
      headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
    });
    expect(notFailed.json()).toMatchObject({ code: 'payout_not_retryable' });
  });

  it('recovers a balance the bank wants authenticated: the booking’s pay-now link, the mail and its reminders, then paid through the webhook', async () => {
    const { cleaner } = await activeCleaner();
    const { client, booking } = await completedBooking(cleaner, 'pm_card_authenticationRequired');
    expect(booking).toMatchObject({ status: 'completed', paymentStatus: 'final_pending', label: 'awaiting payment' });
    const payNowUrl = `${t.config.publicUrl}/bookings/${booking.id}/pay`;
    expect((await bookingAs(client, booking.id)).payment.payNowUrl).toBe(payNowUrl);
    // The punch-out asked the client, in its own transaction: one mail, linking to the same page.
    const mails = await balanceMails(client.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(payNowUrl);
    expect(mails[0]?.subject).not.toMatch(/^Rappel/);
    const events = await deliver();
    expect(await balanceMails(client.user.email)).toHaveLength(1);
    expect(events).toBeGreaterThan(0);

    const due = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/balance-payment`, headers: bearer(client) });
    const balanceIntent = (
      await query<{ id: string }>(
        t.app.propre.db.orm.em.fork(),
        "select id from pay_payment_intent where metadata->>'bookingId' = $1 and metadata->>'kind' = 'balance'",
        [booking.id],
      )
    )[0]?.id;
    expect(due.json()).toMatchObject({
      status: 'due',
      paymentStatus: 'final_pending',
      paymentIntentId: balanceIntent,
      // The local provider's stand-in for the bank's page.
      nextActionUrl: `${t.config.publicUrl}/pay/${balanceIntent}`,
    });

    // A day later, the first reminder; it queues the next one, two days on.
    const [first] = await reminderJobs(booking.id);
    expect(first).toMatchObject({ reminder: 1 });
    expect(first?.startAfter.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await runReminderNow(booking.id, 1);
    const reminded = await balanceMails(client.user.email);
    expect(reminded).toHaveLength(2);
    expect(reminded[1]?.subject).toMatch(/^Rappel/);
    expect(reminded[1]?.text).toContain(payNowUrl);
    const [, second] = await reminderJobs(booking.id);
    expect(second).toMatchObject({ reminder: 2 });
    expect(second?.startAfter.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(0);

    await local().completeAuthentication(balanceIntent as string, 'succeeded');
    await deliver();
    const paid = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/balance-payment`, headers: bearer(client) });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed', paymentIntentId: balanceIntent });
    expect(await bookingAs(client, booking.id)).toMatchObject({
      paymentStatus: 'final_completed',
      label: 'completed',
      payment: { payNowUrl: null, balancePaid: booking.price.balance },
    });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(14_000 - 2_100));
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
    // Paid: the next reminder finds nothing to ask for.
    await runReminderNow(booking.id, 2);
    expect(await balanceMails(client.user.email)).toHaveLength(2);
    expect(await reminderJobs(booking.id)).toHaveLength(2);
  });

  it('lets the client pay a declined balance now with another card, once per key', async () => {
    const { cleaner } = await activeCleaner();
    const { client, booking } = await completedBooking(cleaner, 'pm_card_chargeCustomerFail');
    expect(booking).toMatchObject({ status: 'completed', paymentStatus: 'final_failed', label: 'awaiting payment' });
    await deliver();
    const request = (key: string, card: string) => ({
      method: 'POST' as const,
      url: `/api/bookings/${booking.id}/balance-payment`,
      headers: { ...bearer(client), 'idempotency-key': key },
      payload: { paymentMethodId: card },
    });
    expect((await bookingAs(client, booking.id)).payment.payNowUrl).toBe(`${t.config.publicUrl}/bookings/${booking.id}/pay`);
    const declined = await t.request(request(randomUUID(), 'pm_card_chargeDeclined'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'payment_failed', declineCode: 'card_declined' });
    expect((await bookingAs(client, booking.id)).paymentStatus).toBe('final_failed');
    const key = randomUUID();
    const res = await t.request(request(key, 'pm_card_visa'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });
    expect((await t.request(request(key, 'pm_card_visa'))).headers['idempotent-replayed']).toBe('true');
    expect((await t.request(request(key, 'pm_card_mastercard'))).json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await t.request(request(randomUUID(), 'pm_card_visa'))).json()).toMatchObject({ code: 'balance_not_due' });
    expect((await bookingAs(client, booking.id)).payment).toMatchObject({ payNowUrl: null, balancePaid: booking.price.balance });
    await deliver();
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(14_000 - 2_100));
  });
});
