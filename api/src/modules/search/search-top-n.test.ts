import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';

/**
 * The recommended and distance pages are chosen from a few candidates found by index (a
 * threshold over an upper bound, the nearest homes first; docs/adr/0005-search-precomputed.md).
 * A page of 50 here holds every match, so no threshold applies to it: it is the order computed
 * over every candidate. Small pages, walked by cursor, must give exactly that order, whatever
 * the ties (same stats, same days, same home), the cleaners near the city who do not serve it,
 * the filters and a client's likes.
 */
const t = useTestApp();
const bio = 'Nettoyage résidentiel soigné depuis des années, produits écologiques et grand souci du détail.';
const ids: string[] = [];

async function sql(text: string, values: unknown[]): Promise<void> {
  await t.app.propre.db.orm.em.fork().getConnection().execute(text, values);
}

beforeAll(async () => {
  const today = todayInToronto();
  for (let i = 0; i < 30; i += 1) {
    // Twenty serve Montréal and live at its centre (equal distances); ten live near it and serve elsewhere.
    const serves = i < 20;
    const me = await signUp(t, { role: 'cleaner', name: `Top ${i}`, gender: i % 2 ? 'female' : 'male' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: {
        bio,
        hourlyRate: 2000 + (i % 5) * 100,
        serviceTypes: i % 3 ? ['basic'] : ['basic', 'deep'],
        serviceCities: serves ? ['Montréal'] : ['Laval'],
        coverageKm: 20 + (i % 4) * 5,
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    ids.push(me.user.id);
    if (!serves) {
      // Laval's centre moved next to Montréal's, by steps of about 1.1 km, two at each step.
      await sql(`update cleaner_profile set home_latitude = 45.5088 + ?, home_longitude = -73.5878 where user_id = ?`, [
        Math.floor((i - 20) / 2) * 0.01,
        me.user.id,
      ]);
    }
    // Ties: cleaners i and i + 1 (i even) share their figures.
    const pair = i - (i % 2);
    if (pair % 6 !== 4)
      await sql('insert into cleaner_stats (user_id, rating, review_count, completion_rate) values (?, ?, ?, ?)', [
        me.user.id,
        3 + (pair % 5) * 0.5,
        1 + (pair % 7) * 3,
        0.7 + (pair % 4) * 0.1,
      ]);
    await sql('insert into cleaner_verification (user_id, status, updated_at) values (?, ?, now())', [
      me.user.id,
      ['verified', 'pending', 'unverified'][pair % 3],
    ]);
    // Days this week and beyond it: the bound takes the best 7 days in a row, the score this week's.
    const days = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].filter((d) => (d * (pair + 3)) % 5 < (pair % 4) + 1);
    for (const offset of days)
      await sql('insert into cleaner_available_day (user_id, day) values (?, ?::date)', [me.user.id, addDays(today, offset)]);
  }
  // Thirty sign-ups: on PGlite under a loaded machine this takes minutes.
}, 600_000);

interface Page {
  items: Array<{ cleaner: { id: string }; distanceKm: number | null; scores: { overall: number } }>;
  nextCursor: string | null;
}

async function page(query: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.request({ method: 'GET', url: `/api/search/cleaners?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/** Every page of `limit` by cursor, as "id overall distance" lines. */
async function walk(query: string, limit: number, headers: Record<string, string> = {}): Promise<string[]> {
  const lines: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 40; n += 1) {
    const body = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, headers);
    lines.push(...body.items.map((i) => `${i.cleaner.id} ${i.scores.overall} ${i.distanceKm}`));
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return lines;
}

describe('search pages chosen by index', () => {
  const queries = [
    'city=Montr%C3%A9al',
    'city=Montr%C3%A9al&radiusKm=3',
    'city=Montr%C3%A9al&serviceType=deep',
    'city=Montr%C3%A9al&gender=female',
    'serviceType=basic',
    'lat=45.5088&lng=-73.5878&radiusKm=10',
    'lat=45.5088&lng=-73.5878&radiusKm=25',
    'lat=45.53&lng=-73.5878&radiusKm=25&gender=male',
  ];

  it('gives, page after page, the order computed over every candidate', async () => {
    for (const query of queries) {
      for (const sort of ['recommended', 'distance']) {
        const everyone = await walk(`${query}&sort=${sort}`, 50);
        expect(everyone.length, query).toBeGreaterThan(0);
        for (const limit of [1, 2, 3, 7])
          expect(await walk(`${query}&sort=${sort}`, limit), `${query} ${sort} ${limit}`).toEqual(everyone);
      }
    }
    // The pairs tie: equal scores, and the order between them is the id's.
    const montreal = await walk('city=Montr%C3%A9al&sort=recommended', 50);
    expect(montreal).toHaveLength(30);
    const overall = new Map(montreal.map((l) => [l.split(' ')[0], l.split(' ')[1]]));
    expect(overall.get(ids[0] as string)).toBe(overall.get(ids[1] as string));
  });

  it("gives the same order with a client's likes and dislikes", async () => {
    const client = await signUp(t, { role: 'client' });
    const give = (i: number, type: string) =>
      t.request({ method: 'POST', url: `/api/cleaners/${ids[i]}/feedback`, headers: bearer(client), payload: { type } });
    for (const i of [5, 17, 24]) expect((await give(i, 'like')).statusCode).toBe(204);
    for (const i of [0, 2]) expect((await give(i, 'dislike')).statusCode).toBe(204);
    expect((await give(3, 'not_interested')).statusCode).toBe(204);
    const everyone = await walk('city=Montr%C3%A9al&sort=recommended', 50, bearer(client));
    expect(everyone).toHaveLength(29);
    for (const limit of [1, 2, 5])
      expect(await walk('city=Montr%C3%A9al&sort=recommended', limit, bearer(client))).toEqual(everyone);
    // Around a point, the threshold comes from the nearest candidates; a like may lift a farther one.
    const around = 'lat=45.5088&lng=-73.5878&radiusKm=25&sort=recommended';
    const aroundEveryone = await walk(around, 50, bearer(client));
    expect(aroundEveryone.length).toBeGreaterThan(20);
    for (const limit of [1, 3, 7]) expect(await walk(around, limit, bearer(client))).toEqual(aroundEveryone);
  });
});
