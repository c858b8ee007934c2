import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import {
  act,
  bookingBody,
  cleanerBio,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from '../bookings/bookings.fixtures.ts';
import { completedJob } from '../reviews/reviews.fixtures.ts';

const { t, properties, ledger } = useBookingsApp();

const rewardsOf = async (session: Session) =>
  (await t.request({ method: 'GET', url: '/api/referrals/rewards', headers: bearer(session) })).json().items;

/** A cleaner who signed up with a referral code and finished the quick-start step. */
async function referredCleaner(referralCode: string, name: string): Promise<Session> {
  const me = (await signUp(t, { role: 'cleaner', name, referralCode })) as Session;
  const res = await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: { bio: cleanerBio, hourlyRate: 3500, serviceTypes: ['basic'], serviceCities: ['Montréal'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return me;
}

const referralTransactions = async () => (await ledger.transactions()).filter((tx) => tx.kind === 'referral.bonus');

describe('the referring cleaner’s 20 $', () => {
  it('is earned at the referred cleaner’s first completed job and credited to the referrer’s earnings, once', async () => {
    const referrer = (await signUp(t, { role: 'cleaner', name: 'Sophie Gagnon' })) as Session;
    const referred = await referredCleaner(referrer.user.referralCode, 'Luc Bouchard');
    const before = await ledger.sum('platform:referrals');

    const first = await completedJob(t, properties, { cleaner: referred });
    const [bonus] = await rewardsOf(referrer);
    expect(bonus).toMatchObject({ kind: 'referrer_bonus', amount: 2000, status: 'earned', bookingId: first.bookingId });
    expect(Date.now() - new Date(bonus.resolvedAt).getTime()).toBeLessThan(60_000);
    expect(await ledger.sum(`cleaner:${referrer.user.id}:earnings`)).toBe(-2000);
    expect((await ledger.sum('platform:referrals')) - before).toBe(2000);
    const posted = (await referralTransactions()).filter((tx) => tx.idempotencyKey === `referral:${bonus.id}`);
    expect(posted).toEqual([
      {
        kind: 'referral.bonus',
        bookingId: first.bookingId,
        idempotencyKey: `referral:${bonus.id}`,
        lines: [
          { account: 'platform:referrals', amountCents: 2000 },
          { account: `cleaner:${referrer.user.id}:earnings`, amountCents: -2000 },
        ],
      },
    ]);

    // A second job earns nothing more.
    await completedJob(t, properties, { cleaner: referred });
    expect(await ledger.sum(`cleaner:${referrer.user.id}:earnings`)).toBe(-2000);
    expect((await referralTransactions()).filter((tx) => tx.idempotencyKey === `referral:${bonus.id}`)).toHaveLength(1);
    const overview = await t.request({ method: 'GET', url: '/api/referrals/me', headers: bearer(referrer) });
    expect(overview.json().rewards).toMatchObject({ earned: 2000, pending: 0 });
    const stats = await t.request({ method: 'GET', url: '/api/admin/referrals/stats', headers: bearer(await createAdmin(t)) });
    expect(stats.json().topReferrers.find((r: { userId: string }) => r.userId === referrer.user.id)).toMatchObject({
      earned: 2000,
    });
    expect(stats.json().costCents).toBe(await ledger.sum('platform:referrals'));
  });

  it('stays pending while the referred cleaner’s jobs are not completed, and is not paid for the referrer’s own jobs', async () => {
    const referrer = await listedCleaner(t, {}, 'Amina Haddad');
    const referred = await referredCleaner(referrer.user.referralCode, 'Carlos Rodriguez');
    await completedJob(t, properties, { cleaner: referred, complete: false });
    await completedJob(t, properties, { cleaner: referrer });
    expect(await rewardsOf(referrer)).toMatchObject([{ status: 'pending', bookingId: null, resolvedAt: null }]);
    expect(await ledger.sum(`cleaner:${referrer.user.id}:earnings`)).toBeLessThan(0);
    expect((await referralTransactions()).some((tx) => tx.lines.some((l) => l.account.includes(referrer.user.id)))).toBe(false);
  });
});

describe('the referred client’s 10 $ welcome credit', () => {
  it('prices the first booking when it is the largest discount, and is used when that booking is completed', async () => {
    const cheap = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { house: 5000 } }, 'Julie Martin');
    const referrer = (await signUp(t, { role: 'client', name: 'Paul Côté' })) as Session;
    const client = (await signUp(t, { role: 'client', name: 'Léa Côté', referralCode: referrer.user.referralCode })) as Session;
    const discountsBefore = await ledger.sum('platform:discounts');
    const referralsBefore = await ledger.sum('platform:referrals');

    const job = await completedJob(t, properties, { cleaner: cheap, client });
    // 15 % of 50 $ is 7.50 $: the 10 $ credit is larger.
    expect(job.booking.price).toMatchObject({ subtotal: 5000, discount: { kind: 'referral', amount: 1000 }, total: 4000 });
    expect(await rewardsOf(client)).toMatchObject([
      { kind: 'welcome_credit', status: 'used', amount: 1000, bookingId: job.bookingId },
    ]);
    // The programme, not the discounts, paid for it when the booking's money was split.
    expect((await ledger.sum('platform:referrals')) - referralsBefore).toBe(1000);
    expect((await ledger.sum('platform:discounts')) - discountsBefore).toBe(0);
    const settle = (await ledger.transactions()).find((tx) => tx.idempotencyKey === `${job.bookingId}:settle`);
    expect(settle?.lines).toContainEqual({ account: 'platform:referrals', amountCents: 1000 });

    const quote = await t.request({
      method: 'POST',
      url: '/api/bookings/quote',
      headers: bearer(client),
      payload: { ...bookingBody(cheap.user.id, job.propertyId, { date: daysAhead(20) }), paymentMethodId: undefined },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().occurrences[0].price.discount).toBeNull();
  });

  it('is replaced when the larger 15 % first-booking discount prices the first booking instead', async () => {
    const cleaner = await listedCleaner(t, {}, 'Nadia Roy');
    const referrer = (await signUp(t, { role: 'cleaner' })) as Session;
    const client = (await signUp(t, { role: 'client', name: 'Marc Roy', referralCode: referrer.user.referralCode })) as Session;
    const job = await completedJob(t, properties, { cleaner, client });
    expect(job.booking.price).toMatchObject({ subtotal: 14000, discount: { kind: 'first_booking', amount: 2100 } });
    expect(await rewardsOf(client)).toMatchObject([{ status: 'replaced', bookingId: job.bookingId }]);
    expect((await t.request({ method: 'GET', url: '/api/referrals/me', headers: bearer(client) })).json().rewards).toMatchObject({
      available: 0,
      replaced: 1000,
    });
  });

  it('stays available when the booking it priced is cancelled, and prices the next first booking', async () => {
    const cheap = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { house: 5000 } }, 'Olivier Lapointe');
    const referrer = (await signUp(t, { role: 'client' })) as Session;
    const client = (await signUp(t, {
      role: 'client',
      name: 'Emma Gauthier',
      referralCode: referrer.user.referralCode,
    })) as Session;
    const pending = await completedJob(t, properties, { cleaner: cheap, client, complete: false });
    expect(pending.booking.price).toMatchObject({ discount: { kind: 'referral', amount: 1000 } });
    expect(await rewardsOf(client)).toMatchObject([{ status: 'available', bookingId: null }]);
    const cancelled = await t.request(act(client, pending.bookingId, 'cancel', { reason: 'schedule_conflict' }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rewardsOf(client)).toMatchObject([{ status: 'available' }]);

    const job = await completedJob(t, properties, { cleaner: cheap, client });
    expect(job.booking.price).toMatchObject({ discount: { kind: 'referral', amount: 1000 } });
    expect(await rewardsOf(client)).toMatchObject([{ status: 'used', bookingId: job.bookingId }]);
  });
});
