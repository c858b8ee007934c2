import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/factories.ts';
import { execute } from '../../db/sql.ts';
import { listedCleaner, type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { completedJob } from '../reviews/reviews.fixtures.ts';
import { type RewardExpiryJob, rewardExpiryQueue } from './reward-expiry.ts';

const { t, properties, ledger } = useBookingsApp();

const boss = () => t.app.propre.jobs.boss;
const time = (value: Date | string | undefined) => new Date(value ?? 0).getTime();
const jobsOf = async (rewardId: string) =>
  (await boss().findJobs<RewardExpiryJob>(rewardExpiryQueue, { data: { rewardId } })).sort(
    (a, b) => time(a.createdOn) - time(b.createdOn),
  );
const rewardsOf = async (session: Session) =>
  (await t.request({ method: 'GET', url: '/api/referrals/rewards', headers: bearer(session) })).json().items;

/** Time travel: the reward's six months are over (unless `keep`), and its queued expiry runs on the next poll. */
async function travel(rewardId: string, { keep = false } = {}) {
  if (!keep) {
    await execute(
      t.app.propre.db.orm.em.fork(),
      "update referral_reward set expires_at = now() - interval '1 minute' where id = $1",
      [rewardId],
    );
  }
  const [job] = await jobsOf(rewardId);
  if (!job) throw new Error('no expiry job');
  await boss().update(rewardExpiryQueue, undefined, { id: job.id, startAfter: new Date() });
}

async function untilJobsDone(rewardId: string, count = 1) {
  for (let i = 0; i < 100; i += 1) {
    const jobs = await jobsOf(rewardId);
    if (jobs.filter((j) => j.state === 'completed').length >= count) return jobs;
    if (jobs.some((j) => j.state === 'failed'))
      throw new Error(`expiry job failed: ${JSON.stringify(jobs.map((j) => j.output))}`);
    await sleep(100);
  }
  throw new Error('the expiry job did not run');
}

async function referredClient() {
  const referrer = (await signUp(t, { role: 'client', name: 'Paul Côté' })) as Session;
  const client = (await signUp(t, { role: 'client', name: 'Léa Côté', referralCode: referrer.user.referralCode })) as Session;
  const [credit] = await rewardsOf(client);
  return { client, credit };
}

describe('six-month expiry', () => {
  it('is queued with the reward, due when it expires', async () => {
    const { credit } = await referredClient();
    const jobs = await jobsOf(credit.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('created');
    expect(Math.abs(time(jobs[0]?.startAfter) - time(credit.expiresAt))).toBeLessThan(1_000);
  });

  it('expires an unused welcome credit, which then no longer prices a first booking', async () => {
    const cheap = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { house: 5000 } }, 'Julie Martin');
    const { client, credit } = await referredClient();
    await travel(credit.id);
    await untilJobsDone(credit.id);
    const [expired] = await rewardsOf(client);
    expect(expired).toMatchObject({ id: credit.id, status: 'expired', bookingId: null });
    expect(expired.resolvedAt).not.toBeNull();
    const overview = await t.request({ method: 'GET', url: '/api/referrals/me', headers: bearer(client) });
    expect(overview.json().rewards).toMatchObject({ available: 0, expired: 1000 });

    const job = await completedJob(t, properties, { cleaner: cheap, client, complete: false });
    expect(job.booking.price).toMatchObject({ discount: { kind: 'first_booking', amount: 750 } });
  });

  it('expires a referrer bonus whose referred cleaner did no job in six months: a later job earns nothing', async () => {
    const referrer = (await signUp(t, { role: 'cleaner', name: 'Sophie Gagnon' })) as Session;
    const referred = await listedCleanerWithCode(referrer.user.referralCode);
    const [bonus] = await rewardsOf(referrer);
    await travel(bonus.id);
    await untilJobsDone(bonus.id);
    expect(await rewardsOf(referrer)).toMatchObject([{ status: 'expired', bookingId: null }]);
    await completedJob(t, properties, { cleaner: referred });
    expect(await rewardsOf(referrer)).toMatchObject([{ status: 'expired', bookingId: null }]);
    expect(await ledger.sum(`cleaner:${referrer.user.id}:earnings`)).toBe(0);
  });

  it('leaves a credit alone when its job runs early, and while a booking it priced is under way', async () => {
    const cheap = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { house: 5000 } }, 'Nadia Roy');
    const { client, credit } = await referredClient();
    await travel(credit.id, { keep: true });
    let jobs = await untilJobsDone(credit.id);
    expect(await rewardsOf(client)).toMatchObject([{ status: 'available' }]);
    // Queued again for when it is due.
    expect(Math.abs(time(jobs.at(-1)?.startAfter) - time(credit.expiresAt))).toBeLessThan(1_000);

    const held = await completedJob(t, properties, { cleaner: cheap, client, complete: false });
    expect(held.booking.price).toMatchObject({ discount: { kind: 'referral' } });
    await execute(
      t.app.propre.db.orm.em.fork(),
      "update referral_reward set expires_at = now() - interval '1 minute' where id = $1",
      [credit.id],
    );
    const [again] = (await jobsOf(credit.id)).filter((j) => j.state === 'created');
    if (!again) throw new Error('no queued expiry job');
    await boss().update(rewardExpiryQueue, undefined, { id: again.id, startAfter: new Date() });
    jobs = await untilJobsDone(credit.id, 2);
    expect(await rewardsOf(client)).toMatchObject([{ status: 'available' }]);
    const next = jobs.find((j) => j.state === 'created');
    expect(time(next?.startAfter) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });
});

/** A listed cleaner who signed up with a referral code. */
async function listedCleanerWithCode(referralCode: string): Promise<Session> {
  const me = (await signUp(t, { role: 'cleaner', name: 'Luc Bouchard', referralCode })) as Session;
  const res = await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: {
      bio: 'Entretien ménager résidentiel à Montréal depuis cinq ans, travail soigné et ponctuel.',
      hourlyRate: 3000,
      serviceTypes: ['basic'],
      serviceCities: ['Montréal'],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return me;
}
