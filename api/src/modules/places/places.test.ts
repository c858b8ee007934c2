import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp();

interface City {
  id: string;
  slug: string;
  name: string;
  nameEn: string;
  population: number;
  region: { id: string; name: string; nameEn: string };
}

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const city = (nameOrSlug: string) => get(`/api/places/cities/${encodeURIComponent(nameOrSlug)}`);
const search = (q: string, extra = '') => get(`/api/places/cities?q=${encodeURIComponent(q)}${extra}`);
const names = (items: Array<{ name: string }>) => items.map((c) => c.name);

describe('places.getCity', () => {
  it('answers a city by slug with both names, its region and a public cache lifetime', async () => {
    const res = await city('montreal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toMatchObject({
      id: '6077243',
      slug: 'montreal',
      name: 'Montréal',
      nameEn: 'Montreal',
      region: { id: '06', name: 'Montréal', nameEn: 'Montreal' },
    });
    expect(res.json().latitude).toBeCloseTo(45.51, 1);
    expect(res.json().longitude).toBeCloseTo(-73.59, 1);
  });

  it('places the four cities of the spec in their regions', async () => {
    const regions: Record<string, string> = {};
    for (const slug of ['montreal', 'quebec', 'laval', 'longueuil']) regions[slug] = (await city(slug)).json().region.id;
    expect(regions).toEqual({ montreal: '06', quebec: '03', laval: '13', longueuil: '16' });
  });

  it('finds a city by its GeoNames id or by how people type its name', async () => {
    const cases: Array<[string, string]> = [
      ['6325494', 'quebec'],
      ['Québec', 'quebec'],
      ['Quebec City', 'quebec'],
      ['QUÉBEC CITY', 'quebec'],
      ['montreal', 'montreal'],
      ['Montréal, QC', 'montreal'],
      ['Laval (Québec)', 'laval'],
      ['st-jerome', 'saint-jerome'],
      ['St. Jérôme', 'saint-jerome'],
      ['Saint Jérôme', 'saint-jerome'],
      ['ste-julie', 'sainte-julie'],
      ['Sainte Thérèse', 'sainte-therese'],
      ['Saint-Jean-Port-Joli', 'saint-jean-port-joli'], // GeoNames spells it St-Jean-Port-Joli
      ['L’Assomption', 'l-assomption'],
      ['lassomption', 'l-assomption'],
      ['Val d Or', 'val-d-or'],
      ['Mount Royal', 'mont-royal'],
      ['trois rivieres', 'trois-rivieres'],
    ];
    for (const [typed, slug] of cases) {
      const res = await city(typed);
      expect([typed, res.statusCode, res.json().slug]).toEqual([typed, 200, slug]);
    }
    const stJerome = (await city('st-jerome')).json();
    expect(stJerome).toMatchObject({ name: 'Saint-Jérôme', nameEn: 'Saint-Jérôme', region: { id: '15', name: 'Laurentides' } });
  });

  it('gives the plain slug of a shared name to the more populous place', async () => {
    const larger = (await city('Sainte-Catherine')).json();
    const smaller = (await city('sainte-catherine-mauricie')).json();
    expect(larger).toMatchObject({ slug: 'sainte-catherine', region: { id: '16' } });
    expect(smaller).toMatchObject({ name: 'Sainte-Catherine', region: { id: '04' } });
    expect(larger.population).toBeGreaterThan(smaller.population);
  });

  it('answers 404 city_not_found for a well-formed unknown city, in the caller’s language', async () => {
    const fr = await city('Toronto');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ code: 'city_not_found', title: 'Ville introuvable', status: 404 });
    expect(fr.json().detail).toContain('Toronto');
    expect(fr.headers['cache-control']).toBeUndefined();
    const en = await get('/api/places/cities/Toronto', { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ code: 'city_not_found', title: 'City not found' });
    const unknownId = await city('999999999');
    expect([unknownId.statusCode, unknownId.json().code]).toEqual([404, 'city_not_found']);
  });

  it('answers 422 invalid_city for what cannot be a city name, 400 past 80 characters', async () => {
    for (const value of ['H2X 1Y4', 'Laval2', '-Laval', '<script>', ' ']) {
      const res = await city(value);
      expect([value, res.statusCode, res.json().code]).toEqual([value, 422, 'invalid_city']);
    }
    const long = await city('a'.repeat(81));
    expect([long.statusCode, long.json().code]).toEqual([400, 'validation_failed']);
  });

  it('answers the same data whatever the language asked for', async () => {
    const fr = await get('/api/places/cities/quebec', { 'accept-language': 'fr-CA' });
    const en = await get('/api/places/cities/quebec', { 'accept-language': 'en-CA' });
    expect(en.json()).toEqual(fr.json());
    expect(en.json()).toMatchObject({ name: 'Québec', nameEn: 'Quebec City' });
  });
});

describe('places.searchCities', () => {
  it('suggests the most populous cities starting with the query first', async () => {
    const res = await search('mont');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const found = names(res.json().items);
    expect(found[0]).toBe('Montréal');
    expect(found).toContain('Mont-Royal');
    expect(found.every((n) => /^mont/i.test(n))).toBe(true);
  });

  it('reads Saint abbreviations, accents, English names and words inside names', async () => {
    expect(names((await search('st-je')).json().items).slice(0, 2)).toEqual(['Saint-Jean-sur-Richelieu', 'Saint-Jérôme']);
    expect(names((await search('Sainte-Th')).json().items)[0]).toBe('Sainte-Thérèse');
    expect(names((await search('québec c')).json().items)).toEqual(['Québec']);
    expect(names((await search('JEROME')).json().items)).toContain('Saint-Jérôme');
    expect(names((await search('saint-jean-p')).json().items)).toEqual(['St-Jean-Port-Joli']);
    expect(names((await search('st')).json().items)[0]).toBe('Saint-Laurent');
  });

  it('honours limit and returns an empty list when nothing matches', async () => {
    expect((await search('saint', '&limit=3')).json().items).toHaveLength(3);
    expect((await search('saint')).json().items).toHaveLength(10);
    const none = await search('Zzyzx');
    expect([none.statusCode, none.json()]).toEqual([200, { items: [] }]);
  });

  it('refuses a missing, empty or overlong query and a limit out of 1–50', async () => {
    for (const url of [
      '/api/places/cities',
      '/api/places/cities?q=',
      `/api/places/cities?q=${'a'.repeat(81)}`,
      '/api/places/cities?q=laval&limit=0',
      '/api/places/cities?q=laval&limit=51',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'validation_failed']);
    }
  });

  it('answers 422 invalid_city to a query that cannot start a city name', async () => {
    const res = await search('H2X');
    expect([res.statusCode, res.json().code]).toEqual([422, 'invalid_city']);
  });

  it('is open to every caller, signed in or not', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const res = await get('/api/places/cities?q=laval', bearer(cleaner));
    expect(res.statusCode).toBe(200);
    expect(names(res.json().items)[0]).toBe('Laval');
  });
});

describe('places.listNearbyCities', () => {
  it('lists the other cities within the radius, nearest first, with their distance', async () => {
    const res = await get('/api/places/cities/montreal/nearby?radiusKm=20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json() as { city: City; radiusKm: number; items: Array<{ city: City; distanceKm: number }> };
    expect(body.city.slug).toBe('montreal');
    expect(body.radiusKm).toBe(20);
    const distances = body.items.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(20);
    expect(body.items.map((i) => i.city.slug)).not.toContain('montreal');
    const laval = body.items.find((i) => i.city.slug === 'laval');
    const longueuil = body.items.find((i) => i.city.slug === 'longueuil');
    expect(laval?.distanceKm).toBeGreaterThan(5);
    expect(laval?.distanceKm).toBeLessThan(20);
    expect(longueuil?.distanceKm).toBeLessThan(20);
    expect(body.items.map((i) => i.city.slug)).not.toContain('quebec');
  });

  it('uses 25 km by default, takes names too, and answers an empty list where no city is near', async () => {
    const byName = await get(`/api/places/cities/${encodeURIComponent('Québec City')}/nearby`);
    expect(byName.json()).toMatchObject({ city: { slug: 'quebec' }, radiusKm: 25 });
    expect(byName.json().items.map((i: { city: City }) => i.city.slug)).toContain('levis');
    const remote = await get('/api/places/cities/salluit/nearby?radiusKm=1');
    expect([remote.statusCode, remote.json().items]).toEqual([200, []]);
  });

  it('refuses a radius out of 1–200 km and answers 404 for an unknown city', async () => {
    for (const radius of ['0', '201', 'far']) {
      const res = await get(`/api/places/cities/montreal/nearby?radiusKm=${radius}`);
      expect([radius, res.statusCode, res.json().code]).toEqual([radius, 400, 'validation_failed']);
    }
    const unknown = await get('/api/places/cities/atlantis/nearby');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'city_not_found']);
    const invalid = await get('/api/places/cities/12%20rue/nearby');
    expect([invalid.statusCode, invalid.json().code]).toEqual([422, 'invalid_city']);
  });
});

describe('places.listRegions and places.getRegion', () => {
  it('lists the 17 administrative regions by code with French and English names', async () => {
    const res = await get('/api/places/regions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const items = res.json().items as Array<{ id: string; name: string; nameEn: string; cityCount: number }>;
    expect(items.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(items[0]).toMatchObject({ id: '01', name: 'Bas-Saint-Laurent' });
    expect(items[1]).toMatchObject({ id: '02', name: 'Saguenay–Lac-Saint-Jean' });
    expect(items[5]).toMatchObject({ id: '06', name: 'Montréal', nameEn: 'Montreal' });
    expect(items[10]).toMatchObject({ id: '11', name: 'Gaspésie–Îles-de-la-Madeleine' });
    expect(items[16]).toMatchObject({ id: '17', name: 'Centre-du-Québec' });
    expect(items.every((r) => r.cityCount > 0)).toBe(true);
  });

  it('answers a region with its cities, most populous first', async () => {
    const res = await get('/api/places/regions/16');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { region, cities } = res.json() as { region: { id: string; name: string; cityCount: number }; cities: City[] };
    expect(region).toMatchObject({ id: '16', name: 'Montérégie' });
    expect(cities).toHaveLength(region.cityCount);
    expect(cities[0]?.name).toBe('Longueuil');
    expect(cities.every((c) => c.region.id === '16')).toBe(true);
    const populations = cities.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const laval = (await get('/api/places/regions/13')).json().cities as City[];
    expect(names(laval)).toContain('Laval');
    expect(names((await get('/api/places/regions/03')).json().cities)[0]).toBe('Québec');
    expect(names((await get('/api/places/regions/06')).json().cities)[0]).toBe('Montréal');
  });

  it('refuses a code that is not 01–17', async () => {
    for (const id of ['00', '18', '6', 'mtl']) {
      const res = await get(`/api/places/regions/${id}`);
      expect([id, res.statusCode, res.json().code]).toEqual([id, 400, 'validation_failed']);
    }
  });
});
