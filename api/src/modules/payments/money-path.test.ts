import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { completeAndChargeBalance } from '../../../test/completion.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { countRows } from '../../../test/webhooks.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local/local-provider.ts';
import { book, bookingBody, clientWithProperty, listedCleaner } from '../bookings/bookings.fixtures.ts';

// The app as it runs: the real local provider everywhere (bookings, pay-now, payouts).
const t = useTestApp();
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
afterEach(() => ledger.assertBalanced());
const local = () => {
  const provider = t.app.propre.payments.provider;
  if (!isLocalPaymentProvider(provider)) throw new Error('local provider expected');
  return provider;
};
const deliver = () => t.app.propre.payments.localEvents?.deliverPending();

async function activeCleaner() {
  const cleaner = await listedCleaner(t);
  const link = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
  const accountId = /local-connect\/(acct_[0-9a-z]+)/.exec(link.json().url)?.[1] as string;
  await local().completeOnboarding(accountId, 'verified');
  await deliver();
  return { cleaner, accountId };
}

async function completedBooking(cleanerId: string, card = 'pm_card_visa') {
  const { client, propertyId } = await clientWithProperty(t, properties);
  const booking = await book(t, client, bookingBody(cleanerId, propertyId, { paymentMethodId: card }));
  return { client, booking, result: await completeAndChargeBalance(t, booking.id) };
}

const myPayouts = async (cleaner: { token: string }) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/payouts', headers: bearer(cleaner) })).json();
const instant = (cleaner: { token: string }, key = randomUUID()) =>
  t.request({ method: 'POST', url: '/api/cleaners/me/payouts/instant', headers: { ...bearer(cleaner), 'idempotency-key': key } });

describe('money path with the local provider: deposit → balance → transfer → payout', () => {
  it('credits the cleaner at settlement and pays last week’s work on Friday, once', async () => {
    const { cleaner, accountId } = await activeCleaner();
    const { booking } = await completedBooking(cleaner.user.id);
    await deliver();
    const gross = 4 * 3500;
    const fee = Math.round(gross * 0.15);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(gross - fee));
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
    expect((await myPayouts(cleaner)).balances).toMatchObject({ earned: gross - fee, weeklyPayable: 0 });

    // Next Friday: the work settled last week is paid.
    const friday = new Date(Date.now() + 7 * 86_400_000);
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 1 });
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 0 });
    await deliver();
    const mine = await myPayouts(cleaner);
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({ method: 'weekly', amount: gross - fee, fee: 0, net: gross - fee, status: 'paid' });
    expect(mine.balances).toMatchObject({ earned: 0, paidOut: gross - fee });
    expect(await countRows(t, 'pay_transfer', 'account_id = ?', [accountId])).toBe(1);
    expect(await countRows(t, 'pay_payout', "account_id = ? and status = 'paid'", [accountId])).toBe(1);
    const schedules = await t.app.propre.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'payouts-weekly')).toMatchObject({ cron: '0 9 * * 5', timezone: 'America/Toronto' });
  });

  it('pays out instantly for a 5 $ fee, and answers insufficient balance when nothing is payable', async () => {
    const { cleaner } = await activeCleaner();
    const nothing = await instant(cleaner);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'insufficient_balance' });
    await completedBooking(cleaner.user.id);
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
    await completedBooking(cleaner.user.id);
    const res = await instant(cleaner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'connect_account_not_active' });
  });

  it('a failed payout gives the money back to the earnings; an admin sees it and retries it', async () => {
    const { cleaner, accountId } = await activeCleaner();
    await completedBooking(cleaner.user.id);
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

  it('recovers a balance the bank wants authenticated: pay-now link, mail, then paid through the webhook', async () => {
    const { cleaner } = await activeCleaner();
    const { client, booking, result } = await completedBooking(cleaner.user.id, 'pm_card_authenticationRequired');
    expect(result.status).toBe('requires_action');
    await deliver();
    const due = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/balance-payment`, headers: bearer(client) });
    expect(due.json()).toMatchObject({
      status: 'due',
      paymentStatus: 'final_pending',
      nextActionUrl: `${t.config.publicUrl}/pay/${due.json().paymentIntentId}`,
    });
    expect(await countRows(t, 'mail_outbox', "tag = 'balance-due' and recipient = ?", [client.user.email])).toBe(1);
    // The reminder job is queued for a day later.
    const [job] = await t.app.propre.db.orm.em
      .fork()
      .execute<Array<{ start_after: Date }>>(
        "select start_after from pgboss.job where name = 'balance-payment-reminder' and data->>'bookingId' = ?",
        [booking.id],
      );
    expect(new Date(job?.start_after as Date).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(0);
    await local().completeAuthentication(due.json().paymentIntentId, 'succeeded');
    await deliver();
    const paid = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/balance-payment`, headers: bearer(client) });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(14_000 - 2_100));
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
  });

  it('lets the client pay a declined balance now with another card, once per key', async () => {
    const { cleaner } = await activeCleaner();
    const { client, booking, result } = await completedBooking(cleaner.user.id, 'pm_card_chargeCustomerFail');
    expect(result.status).toBe('failed');
    await deliver();
    const request = (key: string, card: string) => ({
      method: 'POST' as const,
      url: `/api/bookings/${booking.id}/balance-payment`,
      headers: { ...bearer(client), 'idempotency-key': key },
      payload: { paymentMethodId: card },
    });
    const declined = await t.request(request(randomUUID(), 'pm_card_chargeDeclined'));
    expect(declined.statusCode).toBe(402);
    const key = randomUUID();
    const res = await t.request(request(key, 'pm_card_visa'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });
    expect((await t.request(request(key, 'pm_card_visa'))).headers['idempotent-replayed']).toBe('true');
    expect((await t.request(request(key, 'pm_card_mastercard'))).json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await t.request(request(randomUUID(), 'pm_card_visa'))).json()).toMatchObject({ code: 'balance_not_due' });
    await deliver();
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-(14_000 - 2_100));
  });
});
