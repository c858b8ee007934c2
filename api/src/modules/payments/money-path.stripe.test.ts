import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import type { FakeStripe, RecordedRequest } from '../../../test/fake-stripe.ts';
import { stripeWebhooks, useStripeTestApp } from '../../../test/stripe-app.ts';
import { countRows } from '../../../test/webhooks.ts';
import { act, listedCleaner, type Session } from '../bookings/bookings.fixtures.ts';
import { expiryTimeTravel } from '../bookings/expiry.fixtures.ts';
import { confirmedSoon, finishWork } from '../bookings/work.fixtures.ts';
import { nextWeeklyRun, weekStart } from './payouts.ts';

// The whole money path through the API, with the Stripe adapter: the real `stripe` client
// talks to the fake Stripe (api/test/fake-stripe.ts), which records what it was sent and
// produces the events Stripe would; the tests deliver them, signed, to the webhook endpoint.
const ctx = useStripeTestApp();
const { t } = ctx;
const stripe = (): FakeStripe => ctx.stripe;
const webhooks = stripeWebhooks(t, stripe);
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
const { travel, untilJobsDone } = expiryTimeTravel(t);

afterEach(async () => {
  // Every event Stripe sent is accepted (2xx) and the ledger balances after each test.
  const delivered = await webhooks.deliver();
  expect(delivered.filter((d) => d.statusCode !== 200)).toEqual([]);
  await ledger.assertBalanced();
});

const owedFor = (subtotal: number) => subtotal - Math.round(subtotal * 0.15);
const paymentIntentsOf = (bookingId: string) =>
  stripe()
    .requestsTo('POST /v1/payment_intents')
    .filter((r) => (r.params.metadata as Record<string, string> | undefined)?.bookingId === bookingId);
const intentOf = (id: string) => stripe().object<Record<string, unknown>>(id) as Record<string, unknown>;
/** The payment intent of a booking's deposit, as Stripe holds it. */
const depositIntentOf = (bookingId: string) =>
  String(
    stripe().events.find(
      (e) =>
        e.type === 'payment_intent.succeeded' &&
        (e.data.object.metadata as Record<string, string>).bookingId === bookingId &&
        (e.data.object.metadata as Record<string, string>).kind === 'deposit',
    )?.data.object.id,
  );
const outcomesOf = (delivered: Array<{ type: string; outcome: string }>, type: string) =>
  delivered.filter((d) => d.type === type).map((d) => d.outcome);

/** A listed cleaner whose Express account Stripe says is complete (account.updated, delivered). */
async function activeCleaner(): Promise<{ cleaner: Session; accountId: string }> {
  const cleaner = await listedCleaner(t);
  const link = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
  expect(link.statusCode, link.body).toBe(200);
  const accountId = /\/(acct_[0-9a-f]+)\//.exec(link.json().url)?.[1] as string;
  expect(accountId).toBeDefined();
  stripe().completeOnboarding(accountId);
  const delivered = await webhooks.deliver();
  expect(outcomesOf(delivered, 'account.updated')).toEqual(['applied']);
  const status = await t.request({ method: 'GET', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
  expect(status.json()).toMatchObject({ status: 'active', payoutsEnabled: true });
  return { cleaner, accountId };
}

const myPayouts = async (cleaner: Session) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/payouts', headers: bearer(cleaner) })).json();
const getBooking = async (session: Session, bookingId: string) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(session) })).json();

describe('the money path on Stripe: deposit → balance → settlement → transfer → payout', () => {
  it('charges the deposit at the request and the balance at the punch-out, then pays last week’s work on Friday', async () => {
    const { cleaner, accountId } = await activeCleaner();
    const setup = await confirmedSoon(t, properties, { cleaner, allowPhotos: false });
    const { deposit, total, balance } = setup.booking.price;

    // The deposit: one customer for the client, one payment intent on session that saves the card.
    const [customer] = stripe()
      .requestsTo('POST /v1/customers')
      .filter((r) => (r.params.metadata as Record<string, string>).userId === setup.client.user.id);
    expect(customer).toMatchObject({ idempotencyKey: `customer:${setup.client.user.id}` });
    const [depositRequest] = paymentIntentsOf(setup.bookingId) as [RecordedRequest];
    expect(depositRequest).toMatchObject({
      idempotencyKey: `${setup.bookingId}:deposit`,
      params: {
        amount: String(deposit),
        currency: 'cad',
        confirm: 'true',
        payment_method: 'pm_card_visa',
        setup_future_usage: 'off_session',
        metadata: { bookingId: setup.bookingId, kind: 'deposit' },
      },
    });
    // The deposit's own events: the booking committed, so nothing is done about them.
    const afterCreate = await webhooks.deliver();
    expect(outcomesOf(afterCreate, 'payment_intent.succeeded')).toEqual(['booking_exists']);

    const done = await finishWork(t, setup);
    expect(done).toMatchObject({
      status: 'completed',
      paymentStatus: 'final_completed',
      label: 'completed',
      payment: { depositPaid: deposit, balancePaid: balance, payNowUrl: null },
    });
    // The balance: off session, the card the deposit saved, under the booking's balance key.
    const depositIntent = intentOf(depositIntentOf(setup.bookingId));
    const balanceRequest = paymentIntentsOf(setup.bookingId)[1];
    expect(balanceRequest).toMatchObject({
      idempotencyKey: `${setup.bookingId}:balance`,
      params: {
        amount: String(balance),
        off_session: 'true',
        customer: depositRequest.params.customer,
        payment_method: depositIntent.payment_method,
        metadata: { bookingId: setup.bookingId, kind: 'balance' },
      },
    });
    expect(balanceRequest?.params.setup_future_usage).toBeUndefined();
    const afterWork = await webhooks.deliver();
    // Applied by the punch-out already: the event changes nothing.
    expect(outcomesOf(afterWork, 'payment_intent.succeeded')).toEqual(['already_paid']);

    // Settled: the card paid the total, the held money is split.
    expect(deposit + balance).toBe(total);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
    const earned = owedFor(4 * 3500);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-earned);
    // In the next scheduled run unless that run is this very Friday morning (it pays the week before).
    const inNextRun = weekStart(nextWeeklyRun(new Date())).getTime() > Date.now();
    expect((await myPayouts(cleaner)).balances).toMatchObject({ earned, weeklyPayable: inNextRun ? earned : 0 });

    // Friday: a transfer to the connected account, then a standard payout on it, keyed by the week.
    const friday = new Date(Date.now() + 7 * 86_400_000);
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 1 });
    expect(await t.app.propre.payments.payouts.runWeekly(friday)).toMatchObject({ paid: 0 });
    const [payout] = (await myPayouts(cleaner)).payouts;
    expect(payout).toMatchObject({ method: 'weekly', amount: earned, fee: 0, net: earned, status: 'pending' });
    const transfers = stripe()
      .requestsTo('POST /v1/transfers')
      .filter((r) => r.params.destination === accountId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      idempotencyKey: `transfer:${payout.id}`,
      stripeAccount: null,
      params: { amount: String(earned), currency: 'cad', metadata: { payoutId: payout.id } },
    });
    const payouts = stripe()
      .requestsTo('POST /v1/payouts')
      .filter((r) => r.stripeAccount === accountId);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      idempotencyKey: `payout:${accountId}:${payout.period}`,
      params: { amount: String(earned), method: 'standard', currency: 'cad' },
    });
    expect(payout.period).toMatch(/^\d{4}-W\d{2}$/);
    const afterPayout = await webhooks.deliver();
    expect(afterPayout.map((d) => d.type)).toEqual(expect.arrayContaining(['transfer.created', 'payout.created']));

    // The bank paid it: payout.paid, from the connected account.
    const providerPayout = stripe().events.find((e) => e.type === 'payout.created' && e.account === accountId)?.data.object;
    stripe().update(String(providerPayout?.id), { status: 'paid' }, 'payout.paid', accountId);
    expect(outcomesOf(await webhooks.deliver(), 'payout.paid')).toEqual(['applied']);
    const mine = await myPayouts(cleaner);
    expect(mine.payouts[0]).toMatchObject({ id: payout.id, status: 'paid', paidAt: expect.any(String) });
    expect(mine.balances).toMatchObject({ earned: 0, paidOut: earned });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:payouts`)).toBe(-earned);

    // The provider and the ledger agree on every payment of the booking.
    const admin = await createAdmin(t);
    const report = await t.request({ method: 'POST', url: '/api/admin/payments/reconciliation?days=1', headers: bearer(admin) });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ ledgerBalanced: true });
    expect(report.json().differences.filter((d: { bookingId: string }) => d.bookingId === setup.bookingId)).toEqual([]);
  });

  it('pays out instantly for the 5 $ fee, net of it, and says insufficient balance once nothing is owed', async () => {
    const { cleaner, accountId } = await activeCleaner();
    await finishWork(t, await confirmedSoon(t, properties, { cleaner, allowPhotos: false }));
    const owed = owedFor(4 * 3500);
    const feesBefore = await ledger.sum('platform:fees');
    const key = randomUUID();
    const request = () =>
      t.request({
        method: 'POST',
        url: '/api/cleaners/me/payouts/instant',
        headers: { ...bearer(cleaner), 'idempotency-key': key },
      });
    const res = await request();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ method: 'instant', amount: owed, fee: 500, net: owed - 500, status: 'pending' });
    const sent = stripe()
      .requestsTo('POST /v1/payouts')
      .filter((r) => r.stripeAccount === accountId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idempotencyKey: `payout:${accountId}:instant:${res.json().id}`,
      params: { amount: String(owed - 500), method: 'instant' },
    });
    expect(
      stripe()
        .requestsTo('POST /v1/transfers')
        .filter((r) => r.params.destination === accountId)
        .map((r) => r.params.amount),
    ).toEqual([String(owed - 500)]);
    // The same key replays the answer; Stripe is not called again.
    const again = await request();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(res.json().id);
    expect(
      stripe()
        .requestsTo('POST /v1/payouts')
        .filter((r) => r.stripeAccount === accountId),
    ).toHaveLength(1);
    expect(await ledger.sum('platform:fees')).toBe(feesBefore - 500);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:payouts`)).toBe(-(owed - 500));
    const nothing = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/payouts/instant',
      headers: { ...bearer(cleaner), 'idempotency-key': randomUUID() },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'insufficient_balance' });

    // The bank refused it: payout.failed gives the money and the fee back.
    const providerPayout = stripe().events.find((e) => e.type === 'payout.created' && e.account === accountId)?.data.object;
    stripe().update(String(providerPayout?.id), { status: 'failed', failure_code: 'account_closed' }, 'payout.failed', accountId);
    expect(outcomesOf(await webhooks.deliver(), 'payout.failed')).toEqual(['applied']);
    expect((await myPayouts(cleaner)).payouts[0]).toMatchObject({ status: 'failed', failureCode: 'account_closed' });
    expect(await ledger.sum('platform:fees')).toBe(feesBefore);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-owed);
  });
});

describe('refunds on Stripe', () => {
  const refundsOf = (paymentIntentId: string) =>
    stripe()
      .requestsTo('POST /v1/refunds')
      .filter((r) => r.params.payment_intent === paymentIntentId);

  it('refunds the whole deposit when the cleaner declines', async () => {
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false });
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'decline', { reason: 'schedule_conflict' }));
    expect(res.statusCode, res.body).toBe(200);
    const deposit = setup.booking.price.deposit;
    expect(res.json()).toMatchObject({ status: 'declined', paymentStatus: 'final_refunded', payment: { refunded: deposit } });
    expect(refundsOf(depositIntentOf(setup.bookingId))).toEqual([
      expect.objectContaining({
        idempotencyKey: `${setup.bookingId}:refund`,
        params: { payment_intent: depositIntentOf(setup.bookingId), amount: String(deposit), reason: 'requested_by_customer' },
      }),
    ]);
    expect(outcomesOf(await webhooks.deliver(), 'charge.refunded')).toEqual(['ignored']);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
  });

  it('refunds the whole deposit when the request expires after 24 hours (pg-boss, time travel)', async () => {
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false });
    await travel(setup.bookingId, 24.1);
    await untilJobsDone(setup.bookingId);
    const booking = await getBooking(setup.client, setup.bookingId);
    const deposit = setup.booking.price.deposit;
    expect(booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'final_refunded',
      payment: { refunded: deposit },
      cancellation: { by: 'system', reason: 'expired', feeKept: 0 },
    });
    expect(refundsOf(depositIntentOf(setup.bookingId))).toEqual([
      expect.objectContaining({
        idempotencyKey: `${setup.bookingId}:refund`,
        params: expect.objectContaining({ amount: String(deposit) }),
      }),
    ]);
  });

  it('keeps the 50 $ fee on a cancellation under 24 hours before the start and refunds the rest', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: false });
    const res = await t.request(act(setup.client, setup.bookingId, 'cancel', { reason: 'emergency' }));
    expect(res.statusCode, res.body).toBe(200);
    const deposit = setup.booking.price.deposit;
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'final_partially_refunded',
      payment: { depositPaid: deposit, refunded: deposit - 5_000 },
      cancellation: { feeKept: 5_000 },
    });
    const [refund] = refundsOf(depositIntentOf(setup.bookingId));
    expect(refund?.params).toMatchObject({ amount: String(deposit - 5_000) });
    const charge = stripe().object<{ amount_refunded: number }>(String(intentOf(depositIntentOf(setup.bookingId)).latest_charge));
    expect(charge?.amount_refunded).toBe(deposit - 5_000);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
  });
});

describe('a balance the bank wants authenticated, on Stripe', () => {
  it('completes the work, opens the pay-now flow from payment_intent.payment_failed, and settles when the client authenticates', async () => {
    const { cleaner } = await activeCleaner();
    const setup = await confirmedSoon(t, properties, {
      cleaner,
      allowPhotos: false,
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    const done = await finishWork(t, setup);
    expect(done).toMatchObject({ status: 'completed', paymentStatus: 'final_pending', label: 'awaiting payment' });
    const balanceIntentId = stripe().events.find(
      (e) =>
        e.type === 'payment_intent.payment_failed' &&
        (e.data.object.metadata as Record<string, string>).bookingId === setup.bookingId,
    )?.data.object.id as string;
    expect(balanceIntentId).toMatch(/^pi_/);

    const payNowUrl = `${t.config.publicUrl}/bookings/${setup.bookingId}/pay`;
    expect((await getBooking(setup.client, setup.bookingId)).payment.payNowUrl).toBe(payNowUrl);
    // The punch-out asked the client already; Stripe's event confirms it and sends nothing more.
    expect(await countRows(t, 'mail_outbox', "tag = 'balance-due' and recipient = $1", [setup.client.user.email])).toBe(1);
    const delivered = await webhooks.deliver();
    expect(outcomesOf(delivered, 'payment_intent.payment_failed')).toEqual(['already_due']);
    expect(await countRows(t, 'mail_outbox', "tag = 'balance-due' and recipient = $1", [setup.client.user.email])).toBe(1);
    const due = await t.request({
      method: 'GET',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: bearer(setup.client),
    });
    expect(due.json()).toMatchObject({
      status: 'due',
      paymentStatus: 'final_pending',
      paymentIntentId: balanceIntentId,
      clientSecret: intentOf(balanceIntentId).client_secret,
      nextActionUrl: null,
    });
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(0);

    // On the pay-now page, Stripe.js confirms the intent with the client secret; the bank agrees.
    stripe().authenticate(balanceIntentId);
    expect(outcomesOf(await webhooks.deliver(), 'payment_intent.succeeded')).toEqual(['applied']);
    const paid = await getBooking(setup.client, setup.bookingId);
    expect(paid).toMatchObject({ paymentStatus: 'final_completed', label: 'completed', payment: { payNowUrl: null } });
    expect(paid.payment.balancePaid).toBe(setup.booking.price.balance);
    expect(await ledger.sum(`cleaner:${cleaner.user.id}:earnings`)).toBe(-owedFor(4 * 3500));
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
  });

  it('lets the client pay a declined balance with another card on session', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: false, paymentMethodId: 'pm_card_chargeCustomerFail' });
    const done = await finishWork(t, setup);
    expect(done).toMatchObject({ paymentStatus: 'final_failed', label: 'awaiting payment' });
    expect(outcomesOf(await webhooks.deliver(), 'payment_intent.payment_failed')).toEqual(['already_due']);
    expect((await getBooking(setup.client, setup.bookingId)).payment.payNowUrl).toBe(
      `${t.config.publicUrl}/bookings/${setup.bookingId}/pay`,
    );
    // Another card that the bank refuses: Stripe's reason comes back as the contract's declineCode.
    const expired = await t.request({
      method: 'POST',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: { ...bearer(setup.client), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' },
    });
    expect(expired.statusCode, expired.body).toBe(402);
    expect(expired.json()).toMatchObject({ code: 'payment_failed', declineCode: 'expired_card' });
    const key = randomUUID();
    const res = await t.request({
      method: 'POST',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: { ...bearer(setup.client), 'idempotency-key': key },
      payload: { paymentMethodId: 'pm_card_visa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });
    const [, , , payNow] = paymentIntentsOf(setup.bookingId);
    expect(payNow).toMatchObject({
      idempotencyKey: expect.stringMatching(new RegExp(`^${setup.bookingId}:balance:now:[0-9a-f]{16}$`)),
      params: { amount: String(setup.booking.price.balance), payment_method: 'pm_card_visa', metadata: { kind: 'balance' } },
    });
    expect(payNow?.params.off_session).toBeUndefined();
    expect(outcomesOf(await webhooks.deliver(), 'payment_intent.succeeded')).toEqual(['already_paid']);
    expect((await getBooking(setup.client, setup.bookingId)).payment.payNowUrl).toBeNull();
  });
});

describe('a balance paid twice, on Stripe', () => {
  it('refunds the second payment when the client confirms the first one after paying with another card', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: false, paymentMethodId: 'pm_card_authenticationRequired' });
    await finishWork(t, setup);
    await webhooks.deliver();
    const waiting = (
      await t.request({ method: 'GET', url: `/api/bookings/${setup.bookingId}/balance-payment`, headers: bearer(setup.client) })
    ).json().paymentIntentId as string;
    const paid = await t.request({
      method: 'POST',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: { ...bearer(setup.client), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: 'pm_card_mastercard' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(paid.json().paymentIntentId).not.toBe(waiting);
    // Then the client answers the bank for the first payment in another tab.
    stripe().authenticate(waiting);
    const delivered = await webhooks.deliver();
    expect(
      delivered
        .filter((d) => d.type === 'payment_intent.succeeded')
        .map((d) => d.outcome)
        .sort(),
    ).toEqual(['already_paid', 'duplicate_refunded']);
    expect(
      stripe()
        .requestsTo('POST /v1/refunds')
        .filter((r) => r.params.payment_intent === waiting),
    ).toEqual([
      expect.objectContaining({
        idempotencyKey: `${waiting}:duplicate`,
        params: { payment_intent: waiting, reason: 'duplicate' },
      }),
    ]);
    const balance = setup.booking.price.balance;
    expect((await getBooking(setup.client, setup.bookingId)).payment).toMatchObject({ balancePaid: balance, payNowUrl: null });
    // The card paid the total once, as far as the ledger and Stripe are concerned.
    const admin = await createAdmin(t);
    const report = await t.request({ method: 'POST', url: '/api/admin/payments/reconciliation?days=1', headers: bearer(admin) });
    expect(report.json().differences.filter((d: { bookingId: string }) => d.bookingId === setup.bookingId)).toEqual([]);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
  });
});

describe('Stripe’s deliveries again', () => {
  it('change nothing: every event already seen answers duplicate', async () => {
    await webhooks.deliver();
    const before = await ledger.transactions();
    const replayed = await webhooks.replayAll();
    expect(replayed.length).toBeGreaterThan(20);
    expect(replayed.filter((r) => r.statusCode !== 200 || r.outcome !== 'duplicate')).toEqual([]);
    expect(await ledger.transactions()).toEqual(before);
  });
});
