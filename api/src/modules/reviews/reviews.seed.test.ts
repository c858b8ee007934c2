import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { nextIp } from '../../../test/factories.ts';
import { demoPassword } from '../accounts/accounts.seed.ts';
import { assertLedgerBalanced } from '../payments/index.ts';

const t = useTestApp({ env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'silent' } });

async function demoCleaner(city: string, name: string) {
  const res = await t.request({ method: 'GET', url: `/api/search/cleaners?city=${encodeURIComponent(city)}` });
  const item = res.json().items.find((i: { cleaner: { name: string } }) => i.cleaner.name === name);
  expect(item, name).toBeDefined();
  const profile = await t.request({ method: 'GET', url: `/api/cleaners/${item.cleaner.slug}` });
  return { searched: item, profile: profile.json() };
}

describe('demo reviews and referrals', () => {
  it('give three demo cleaners ratings on their public profiles and in search; Luc has none yet', async () => {
    const expected = [
      ['Montréal', 'Sophie Gagnon', 5, 2],
      ['Laval', 'Amina Diallo', 4.5, 2],
      ['Longueuil', 'Carlos Rodriguez', 4, 1],
      ['Québec', 'Luc Bouchard', null, 0],
    ] as const;
    for (const [city, name, rating, count] of expected) {
      const { searched, profile } = await demoCleaner(city, name);
      expect(searched.cleaner.stats, name).toMatchObject({ rating, reviewCount: count });
      expect(profile.stats, name).toMatchObject({ rating, reviewCount: count });
      expect(profile.reviews.summary.count, name).toBe(count);
      expect(profile.reviews.latest, name).toHaveLength(count);
    }
    const sophie = (await demoCleaner('Montréal', 'Sophie Gagnon')).profile;
    expect(sophie.reviews.latest.map((r: { authorName: string; reply: unknown }) => [r.authorName, r.reply !== null])).toEqual([
      ['Marie T.', false],
      ['Marie T.', true],
    ]);
    expect(sophie.reviews.summary.averages).toMatchObject({ punctuality: 4.5, overall: 5 });
  });

  it('show Sophie one referral bonus earned (Carlos worked) and one pending (Luc has not yet), with a balanced ledger', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sophie@demo.propre.ca', password: demoPassword },
      remoteAddress: nextIp(),
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const rewards = await t.request({ method: 'GET', url: '/api/referrals/rewards', headers });
    expect(
      rewards
        .json()
        .items.map((r: { referredName: string; status: string }) => [r.referredName, r.status])
        .sort(),
    ).toEqual([
      ['Carlos R.', 'earned'],
      ['Luc B.', 'pending'],
    ]);
    const overview = await t.request({ method: 'GET', url: '/api/referrals/me', headers });
    expect(overview.json()).toMatchObject({ referredCount: 2, rewards: { earned: 2000, pending: 2000 } });
    await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
  });
});
