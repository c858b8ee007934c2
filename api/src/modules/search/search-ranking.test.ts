import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';

/**
 * Pins the ranking rules as they were before search read precomputed figures (issue 22): a
 * varied set of cleaners, every sort, the filters, paging and a client's own feedback. The
 * snapshot was written by the scoring that computed everything per search; the precomputed
 * path must give the very same pages, scores and cursors' walk.
 */
const t = useTestApp();
const bio = 'Nettoyage résidentiel soigné depuis des années, produits écologiques et grand souci du détail.';
const ids: Record<string, string> = {};
const names = new Map<string, string>();
const sessions: Record<string, { token: string }> = {};

interface Fixture {
  gender: 'male' | 'female' | 'other';
  profile: Record<string, unknown>;
  /** Where the cleaner lives, as a small offset from their first city (distinct distances, no ties). */
  home?: [number, number] | null;
  stats?: { rating: number; reviews: number; completion?: number };
  verification?: 'verified' | 'pending' | 'rejected';
  /** Available days, as offsets from today. */
  days?: number[];
}

const fixtures: Record<string, Fixture> = {
  Sophie: {
    gender: 'female',
    profile: {
      hourlyRate: 3000,
      serviceTypes: ['basic', 'deep'],
      serviceCities: ['Montréal'],
      petTolerance: ['dogs', 'cats'],
      ecoCertified: true,
      yearsOfExperience: 8,
    },
    home: [0.011, -0.013],
    stats: { rating: 4.8, reviews: 12, completion: 0.97 },
    verification: 'verified',
    days: [0, 1, 2, 5],
  },
  Amina: {
    gender: 'female',
    profile: { hourlyRate: 2500, serviceTypes: ['basic'], serviceCities: ['Laval', 'Montréal'], yearsOfExperience: 3 },
    home: [0.004, 0.021],
    stats: { rating: 4.2, reviews: 3 },
    verification: 'pending',
    days: [3, 4],
  },
  Carlos: {
    gender: 'male',
    profile: {
      hourlyRate: 3500,
      serviceTypes: ['deep', 'office'],
      serviceCities: ['Longueuil'],
      coverageKm: 20,
      petTolerance: ['cats'],
    },
    home: [0.002, 0.003],
    days: [1],
  },
  Luc: {
    gender: 'male',
    profile: {
      paymentMethod: 'fixed',
      fixedRates: { house: 12000, condo: 8000 },
      serviceTypes: ['deep'],
      serviceCities: ['Québec'],
    },
    stats: { rating: 3.1, reviews: 7, completion: 0.8 },
  },
  Chloé: {
    gender: 'female',
    profile: {
      hourlyRate: 4100,
      serviceTypes: ['basic', 'airbnb'],
      serviceCities: ['Montréal'],
      petTolerance: ['dogs'],
      yearsOfExperience: 12,
      coverageKm: 40,
    },
    home: [-0.031, 0.017],
    stats: { rating: 5, reviews: 1 },
    days: [0, 1, 2, 3, 4, 5, 6],
  },
  Marc: {
    gender: 'male',
    profile: {
      hourlyRate: 1900,
      serviceTypes: ['basic', 'move_in_out'],
      serviceCities: ['Montréal'],
      ecoCertified: true,
      yearsOfExperience: 1,
    },
    home: [0.023, 0.044],
    stats: { rating: 2.4, reviews: 9, completion: 0.6 },
    verification: 'rejected',
    days: [2, 6, 9],
  },
  Inès: {
    gender: 'female',
    profile: {
      hourlyRate: 2750,
      serviceTypes: ['deep', 'basic'],
      serviceCities: ['Brossard'],
      coverageKm: 30,
      petTolerance: ['dogs', 'cats', 'birds'],
    },
    home: [0.006, -0.008],
    stats: { rating: 4.6, reviews: 25, completion: 0.99 },
    verification: 'verified',
    days: [0, 3, 6],
  },
  Yves: {
    gender: 'male',
    profile: { hourlyRate: 2200, serviceTypes: ['office'], serviceCities: ['Terrebonne'], coverageKm: 35, yearsOfExperience: 20 },
    home: [-0.012, 0.009],
    verification: 'verified',
    days: [1, 2, 3],
  },
  Alex: {
    gender: 'other',
    profile: {
      hourlyRate: 3300,
      serviceTypes: ['basic', 'deep'],
      serviceCities: ['Boucherville', 'Longueuil'],
      coverageKm: 15,
      ecoCertified: true,
    },
    home: [0.015, 0.012],
    stats: { rating: 3.9, reviews: 4, completion: 0.85 },
    verification: 'pending',
    days: [0],
  },
  Nora: {
    gender: 'female',
    profile: {
      paymentMethod: 'fixed',
      fixedRates: { condo: 9500, house: 14000 },
      serviceTypes: ['deep', 'move_in_out'],
      serviceCities: ['Montréal', 'Laval'],
      yearsOfExperience: 6,
      petTolerance: ['cats'],
    },
    home: [-0.019, -0.027],
    stats: { rating: 4.4, reviews: 40, completion: 0.91 },
    verification: 'verified',
    days: [4, 5, 6, 7, 8],
  },
  Paul: {
    gender: 'male',
    profile: { hourlyRate: 2600, serviceTypes: ['basic'], serviceCities: ['Repentigny'], coverageKm: 10 },
    home: [0.001, 0.002],
    days: [0, 1],
  },
  Zoé: {
    gender: 'female',
    profile: {
      hourlyRate: 3800,
      serviceTypes: ['basic', 'deep', 'office'],
      serviceCities: ['Laval'],
      coverageKm: 25,
      ecoCertified: true,
      yearsOfExperience: 4,
    },
    home: [0.027, -0.035],
    stats: { rating: 4.9, reviews: 6 },
    verification: 'verified',
    days: [2, 3],
  },
};

async function sql(text: string, values: unknown[]): Promise<void> {
  await t.app.propre.db.orm.em.fork().getConnection().execute(text, values);
}

beforeAll(async () => {
  const today = todayInToronto();
  for (const [name, f] of Object.entries(fixtures)) {
    const me = await signUp(t, { role: 'cleaner', name: `${name} Fixture`, gender: f.gender });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, ...f.profile },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    ids[name] = me.user.id;
    sessions[name] = me;
    names.set(me.user.id, name);
    // What other areas write (geocoding, reviews, bookings, verification, availability), as they store it.
    if (f.home)
      await sql(
        'update cleaner_profile set home_latitude = home_latitude + ?, home_longitude = home_longitude + ? where user_id = ?',
        [f.home[0], f.home[1], me.user.id],
      );
    if (f.stats)
      await sql('insert into cleaner_stats (user_id, rating, review_count, completion_rate) values (?, ?, ?, ?)', [
        me.user.id,
        f.stats.rating,
        f.stats.reviews,
        f.stats.completion ?? null,
      ]);
    if (f.verification)
      await sql('insert into cleaner_verification (user_id, status, updated_at) values (?, ?, now())', [
        me.user.id,
        f.verification,
      ]);
    for (const offset of f.days ?? [])
      await sql('insert into cleaner_available_day (user_id, day) values (?, ?::date)', [me.user.id, addDays(today, offset)]);
  }
});

interface Item {
  cleaner: { id: string };
  verificationStatus: string;
  distanceKm: number | null;
  priceFrom: number | null;
  scores: Record<'rating' | 'location' | 'reliability' | 'availability' | 'overall', number>;
}

const line = (i: Item) =>
  `${names.get(i.cleaner.id) ?? '?'} overall=${i.scores.overall} r=${i.scores.rating} l=${i.scores.location} ` +
  `rel=${i.scores.reliability} a=${i.scores.availability} d=${i.distanceKm} p=${i.priceFrom} ${i.verificationStatus}`;

/** Every page of the query, `limit` at a time, as lines; also checks the pages agree with one big page. */
async function walk(query: string, limit: number, headers: Record<string, string> = {}): Promise<string[]> {
  const lines: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.request({
      method: 'GET',
      url: `/api/search/cleaners?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: Item[]; nextCursor: string | null }>();
    lines.push(...body.items.map(line));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  const whole = await t.request({ method: 'GET', url: `/api/search/cleaners?${query}&limit=50`, headers });
  expect(lines).toEqual(whole.json<{ items: Item[] }>().items.map(line));
  return lines;
}

const sorts = ['recommended', 'rating', 'price', 'distance'] as const;

describe('search ranking (pinned)', () => {
  it('orders each sort the same, page after page', async () => {
    const pinned: Record<string, string[]> = {};
    for (const sort of sorts) {
      pinned[`montreal ${sort}`] = await walk(`city=Montr%C3%A9al&sort=${sort}`, 3);
      pinned[`laval ${sort}`] = await walk(`city=Laval&sort=${sort}`, 2);
      pinned[`point ${sort}`] = await walk(`lat=45.52&lng=-73.55&radiusKm=40&sort=${sort}`, 4);
      pinned[`region 06 ${sort}`] = await walk(`regionId=06&sort=${sort}`, 2);
      pinned[`everyone ${sort}`] = await walk(`sort=${sort}`, 5);
    }
    expect(pinned).toMatchSnapshot();
  });

  it('orders the same under each filter', async () => {
    const soon = addDays(todayInToronto(), 2);
    const filters: Record<string, string> = {
      deep: 'serviceType=deep',
      office: 'serviceType=office',
      dogs: 'pets=dogs',
      'dogs and cats': 'pets=dogs&pets=cats',
      female: 'gender=female',
      male: 'gender=male',
      eco: 'ecoCertified=true',
      verified: 'verified=true',
      'rating 4+': 'minRating=4',
      expert: 'experienceLevel=expert',
      'in two days': `date=${soon}`,
      'next days': 'availableSoon=true',
      'deep, verified, next days': 'serviceType=deep&verified=true&availableSoon=true',
      'basic, female, dogs, rating 3+': 'serviceType=basic&gender=female&pets=dogs&minRating=3',
    };
    const pinned: Record<string, string[]> = {};
    for (const [name, filter] of Object.entries(filters)) {
      for (const sort of sorts)
        pinned[`${name} ${sort}`] = await walk(`city=Montr%C3%A9al&radiusKm=40&${filter}&sort=${sort}`, 2);
    }
    expect(pinned).toMatchSnapshot();
  });

  it("applies a client's own feedback to the ranking", async () => {
    const client = await signUp(t, { role: 'client' });
    const give = (cleaner: string, type: string) =>
      t.request({ method: 'POST', url: `/api/cleaners/${ids[cleaner]}/feedback`, headers: bearer(client), payload: { type } });
    expect((await give('Chloé', 'dislike')).statusCode).toBe(204);
    expect((await give('Marc', 'like')).statusCode).toBe(204);
    expect((await give('Sophie', 'not_interested')).statusCode).toBe(204);
    const pinned: Record<string, string[]> = {};
    for (const sort of sorts) pinned[sort] = await walk(`city=Montr%C3%A9al&sort=${sort}`, 3, bearer(client));
    expect(pinned).toMatchSnapshot();
  });

  it("follows a cleaner's own change at once: a new rate moves them in the price order", async () => {
    const before = await walk('city=Montr%C3%A9al&sort=price', 50);
    expect(before[0]).toMatch(/^Marc .* p=1900 /);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(sessions.Marc as { token: string }),
      payload: { hourlyRate: 19000 },
    });
    expect(res.statusCode).toBe(200);
    // Another query than the first (a wider radius): the page cache may keep that one's answer for 30 s.
    const after = await walk('city=Montr%C3%A9al&sort=price&radiusKm=30', 50);
    expect(after.at(-1)).toMatch(/^Marc .* p=19000 /);
    expect(after.filter((l) => l.startsWith('Marc '))).toHaveLength(1);
  });
});
