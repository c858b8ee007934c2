import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';

const t = useTestApp();
const bio = 'Nettoyage résidentiel soigné depuis des années, produits écologiques et grand souci du détail.';
const ids: Record<string, string> = {};

async function cleaner(key: string, name: string, gender: 'male' | 'female', profile: Record<string, unknown>) {
  const me = await signUp(t, { role: 'cleaner', name, gender });
  const res = await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: { bio, ...profile },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  ids[key] = me.user.id;
}

type Item = {
  cleaner: { id: string; name: string };
  distanceKm: number | null;
  priceFrom: number | null;
  scores: Record<string, number>;
  yourFeedback?: 'like' | 'dislike' | null;
};
const names = (items: Item[]) => items.map((i) => i.cleaner.name).sort();

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url: `/api/search/cleaners?${query}`, headers });
  return res;
}

beforeAll(async () => {
  await cleaner('sophie', 'Sophie Gagnon', 'female', {
    hourlyRate: 3000,
    serviceTypes: ['basic', 'deep'],
    serviceCities: ['Montréal'],
    petTolerance: ['dogs', 'cats'],
    ecoCertified: true,
    yearsOfExperience: 8,
  });
  await cleaner('amina', 'Amina Diallo', 'female', {
    hourlyRate: 2500,
    serviceTypes: ['basic'],
    serviceCities: ['Laval'],
    yearsOfExperience: 3,
  });
  await cleaner('luc', 'Luc Bouchard', 'male', {
    paymentMethod: 'fixed',
    fixedRates: { house: 12000, condo: 8000 },
    serviceTypes: ['deep'],
    serviceCities: ['Québec'],
  });
  await cleaner('carlos', 'Carlos Rodriguez', 'male', {
    hourlyRate: 3500,
    serviceTypes: ['deep', 'office'],
    serviceCities: ['Longueuil'],
    coverageKm: 20,
  });
  // Not listed: no bio, price or city yet.
  await signUp(t, { role: 'cleaner', name: 'Nadia Nouvelle' });
});

describe('search', () => {
  it('finds cleaners serving a city or covering it from nearby, with the five scores', async () => {
    const res = await search('city=montreal');
    expect(res.statusCode).toBe(200);
    const items: Item[] = res.json().items;
    expect(names(items)).toEqual(['Amina Diallo', 'Carlos Rodriguez', 'Sophie Gagnon']);
    const sophie = items.find((i) => i.cleaner.name === 'Sophie Gagnon');
    expect(sophie?.scores.location).toBe(1);
    expect(sophie?.distanceKm).toBeLessThan(5);
    for (const item of items) {
      for (const score of ['rating', 'location', 'reliability', 'availability', 'overall']) {
        expect(item.scores[score]).toBeGreaterThanOrEqual(0);
        expect(item.scores[score]).toBeLessThanOrEqual(1);
      }
    }
    expect(res.json().suggestions).toBeNull();
  });

  it('filters by service type, pets, eco-certification, gender and experience', async () => {
    expect(names((await search('city=Montréal&serviceType=deep')).json().items)).toEqual(['Carlos Rodriguez', 'Sophie Gagnon']);
    expect(names((await search('city=Montréal&pets=dogs&pets=cats')).json().items)).toEqual(['Sophie Gagnon']);
    expect(names((await search('city=Montréal&ecoCertified=true')).json().items)).toEqual(['Sophie Gagnon']);
    expect(names((await search('city=Montréal&gender=male')).json().items)).toEqual(['Carlos Rodriguez']);
    expect(names((await search('city=Montréal&experienceLevel=intermediate')).json().items)).toEqual(['Amina Diallo']);
  });

  it('sorts by price and by distance', async () => {
    const byPrice: Item[] = (await search('city=Montréal&sort=price')).json().items;
    expect(byPrice.map((i) => i.priceFrom)).toEqual([2500, 3000, 3500]);
    const byDistance: Item[] = (await search('city=Montréal&sort=distance')).json().items;
    const distances = byDistance.map((i) => i.distanceKm ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(byDistance[0]?.cleaner.name).toBe('Sophie Gagnon');
  });

  it('pages with a cursor, without repeating or skipping anyone', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search(`city=Montréal&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.json().items).toHaveLength(1);
      seen.push(res.json().items[0].cleaner.name);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['Amina Diallo', 'Carlos Rodriguez', 'Sophie Gagnon']);
  });

  it('searches around coordinates and across a region', async () => {
    const near = await search('lat=46.81&lng=-71.21&radiusKm=30');
    expect(names(near.json().items)).toEqual(['Luc Bouchard']);
    const capitale = await search('regionId=03');
    expect(names(capitale.json().items)).toEqual(['Luc Bouchard']);
    const laval = await search('regionId=13');
    expect(names(laval.json().items)).toEqual(['Amina Diallo']);
  });

  it('suggests nearby served cities and the filters to relax when nothing matches', async () => {
    const res = await search('city=Saint-Jean-sur-Richelieu');
    expect(res.json().items).toEqual([]);
    const suggestions = res.json().suggestions;
    expect(suggestions.nearbyCities.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Longueuil', 'Montréal']),
    );
    expect(suggestions.nearbyCities[0].cleanerCount).toBeGreaterThan(0);
    const strict = await search('city=Montréal&verified=true&ecoCertified=true');
    expect(strict.json().items).toEqual([]);
    expect(strict.json().suggestions.relax).toEqual(['verified']);
  });

  it('answers clear errors for bad places and cursors', async () => {
    const unknown = await search('city=Toronto');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('city_not_found');
    const both = await search('city=Laval&lat=45.5&lng=-73.6');
    expect(both.json().code).toBe('place_ambiguous');
    const cursor = await search('city=Laval&cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('hides a cleaner the client is not interested in, for that client only', async () => {
    const client = await signUp(t, { role: 'client' });
    const other = await signUp(t, { role: 'client' });
    const res = await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.carlos}/feedback`,
      headers: bearer(client),
      payload: { type: 'not_interested', reason: 'price' },
    });
    expect(res.statusCode).toBe(204);
    expect(names((await search('city=Montréal', bearer(client))).json().items)).not.toContain('Carlos Rodriguez');
    expect(names((await search('city=Montréal', bearer(other))).json().items)).toContain('Carlos Rodriguez');
  });

  it('moves the overall score up for a like and down for a dislike', async () => {
    const client = await signUp(t, { role: 'client' });
    const overall = async () =>
      ((await search('city=Montréal', bearer(client))).json().items as Item[]).find((i) => i.cleaner.name === 'Amina Diallo')
        ?.scores.overall ?? -1;
    const before = await overall();
    await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.amina}/feedback`,
      headers: bearer(client),
      payload: { type: 'like' },
    });
    const liked = await overall();
    expect(liked).toBeCloseTo(before + 0.05, 5);
    await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.amina}/feedback`,
      headers: bearer(client),
      payload: { type: 'dislike' },
    });
    expect(await overall()).toBeCloseTo(before - 0.1, 5);
  });

  it('tells a signed-in client their own like or dislike, and nobody else anything', async () => {
    const client = await signUp(t, { role: 'client' });
    const feedbackOf = async (headers?: Record<string, string>) =>
      ((await search('city=Montréal', headers)).json().items as Item[]).map((i) => [i.cleaner.name, i.yourFeedback]);
    expect(await feedbackOf(bearer(client))).toContainEqual(['Amina Diallo', null]);
    await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.amina}/feedback`,
      headers: bearer(client),
      payload: { type: 'like' },
    });
    const mine = await feedbackOf(bearer(client));
    expect(mine).toContainEqual(['Amina Diallo', 'like']);
    expect(mine.filter(([, given]) => given === 'like')).toHaveLength(1);
    await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.amina}/feedback`,
      headers: bearer(client),
      payload: { type: 'dislike' },
    });
    expect(await feedbackOf(bearer(client))).toContainEqual(['Amina Diallo', 'dislike']);
    const anonymous = await search('city=Montréal');
    expect((anonymous.json().items as Item[]).every((i) => !('yourFeedback' in i))).toBe(true);
  });

  it('records reports, refuses unknown cleaners and non-clients', async () => {
    const client = await signUp(t, { role: 'client' });
    const report = await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.luc}/feedback`,
      headers: bearer(client),
      payload: { type: 'report', reason: 'communication', comment: 'Propos déplacés' },
    });
    expect(report.statusCode).toBe(204);
    const admin = await createAdmin(t);
    const reports = await t.request({ method: 'GET', url: '/api/admin/cleaner-reports', headers: bearer(admin) });
    expect(reports.statusCode).toBe(200);
    expect(reports.json().items).toEqual([
      expect.objectContaining({
        cleanerId: ids.luc,
        cleanerName: 'Luc Bouchard',
        clientId: client.user.id,
        reason: 'communication',
        comment: 'Propos déplacés',
      }),
    ]);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/cleaners/usr_00000000000000000000000000/feedback',
      headers: bearer(client),
      payload: { type: 'like' },
    });
    expect(unknown.statusCode).toBe(404);
    const cleanerSession = await signUp(t, { role: 'cleaner' });
    const refused = await t.request({
      method: 'POST',
      url: `/api/cleaners/${ids.luc}/feedback`,
      headers: bearer(cleanerSession),
      payload: { type: 'like' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('availability in search', () => {
  it('finds only cleaners available in the next days, and scores availability', async () => {
    const me = await signUp(t, { role: 'cleaner', name: 'Dispo Partout', gender: 'other' });
    await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, hourlyRate: 2800, serviceTypes: ['basic'], serviceCities: ['Montréal'] },
    });
    const everyMorning = { morning: true, afternoon: false };
    const template = await t.request({
      method: 'PUT',
      url: '/api/cleaners/me/availability/weekly-template',
      headers: bearer(me),
      payload: {
        monday: everyMorning,
        tuesday: everyMorning,
        wednesday: everyMorning,
        thursday: everyMorning,
        friday: everyMorning,
        saturday: everyMorning,
        sunday: everyMorning,
      },
    });
    expect(template.statusCode).toBe(200);
    const soon: Item[] = (await search('city=Montréal&availableSoon=true')).json().items;
    expect(names(soon)).toEqual(['Dispo Partout']);
    expect(soon[0]?.scores.availability).toBe(1);
    const all: Item[] = (await search('city=Montréal')).json().items;
    expect(all.find((i) => i.cleaner.name === 'Sophie Gagnon')?.scores.availability).toBe(0);
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect(names((await search(`city=Montréal&date=${later}`)).json().items)).toEqual(['Dispo Partout']);
  });
});
