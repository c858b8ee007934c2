import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteerData, serializeGazetteerData } from '../../../scripts/gazetteer/build.ts';
import { loadSourceCities } from '../../../scripts/gazetteer/source.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { createGazetteer, type GazetteerData, loadGazetteerData } from './gazetteer.ts';

const dataFile = new URL('./data/quebec-places.json', import.meta.url);
const places = createGazetteer();

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('the committed data', () => {
  it('is exactly what `pnpm --filter @propre/api gazetteer:build` produces', async () => {
    const { cities, source } = await loadSourceCities();
    const built = serializeGazetteerData(buildGazetteerData(cities, source).data);
    expect(readFileSync(dataFile, 'utf8')).toBe(built);
  });

  it('holds unique Quebec places, each in one of the 17 regions, coordinates to 4 decimals', () => {
    const data: GazetteerData = loadGazetteerData();
    expect(data.places.length).toBeGreaterThan(300);
    expect(new Set(data.places.map((p) => p.slug)).size).toBe(data.places.length);
    expect(new Set(data.places.map((p) => p.id)).size).toBe(data.places.length);
    const regionIds = new Set(places.regions().map((r) => r.id));
    expect(regionIds.size).toBe(17);
    for (const p of data.places) {
      expect(regionIds.has(p.regionId), p.name).toBe(true);
      expect(p.latitude, p.name).toBeGreaterThan(44.9);
      expect(p.latitude, p.name).toBeLessThan(63);
      expect(p.longitude, p.name).toBeGreaterThan(-80);
      expect(p.longitude, p.name).toBeLessThan(-57);
      expect(Math.round(p.latitude * 1e4) / 1e4).toBe(p.latitude);
      expect(Math.round(p.longitude * 1e4) / 1e4).toBe(p.longitude);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(places.regions().reduce((sum, r) => sum + r.cityCount, 0)).toBe(data.places.length);
  });

  it('puts a known city in each of the 17 regions', () => {
    const expected: Record<string, string> = {
      rimouski: '01',
      saguenay: '02',
      quebec: '03',
      'trois-rivieres': '04',
      sherbrooke: '05',
      montreal: '06',
      gatineau: '07',
      'rouyn-noranda': '08',
      'baie-comeau': '09',
      chibougamau: '10',
      gaspe: '11',
      levis: '12',
      laval: '13',
      terrebonne: '14',
      'saint-jerome': '15',
      longueuil: '16',
      drummondville: '17',
      granby: '05', // moved from Montérégie to Estrie in 2021
      lorraine: '15', // GeoNames' municipal code would put it in Lanaudière
    };
    const actual = Object.fromEntries(Object.keys(expected).map((slug) => [slug, places.getPlace(slug)?.regionId]));
    expect(actual).toEqual(expected);
  });
});

describe('createGazetteer', () => {
  it('matches names regardless of accents, case, hyphens, apostrophes and Saint abbreviations', () => {
    const cases: Array<[string, string | undefined]> = [
      ['montreal', 'Montréal'],
      ['MONTRÉAL', 'Montréal'],
      ['Québec City', 'Québec'],
      ['quebec', 'Québec'],
      ['st-jerome', 'Saint-Jérôme'],
      ['Ste-Anne-des-Plaines', 'Sainte-Anne-des-Plaines'],
      ['saint sauveur', 'Saint-Sauveur'],
      ["l'ile-perrot", "L'Île-Perrot"],
      ['Mt-Laurier', 'Mont-Laurier'],
      ['Sacré-Cœur', 'Sacré-Coeur'],
      ['Three Rivers', undefined],
      ['Toronto', undefined],
      ['', undefined],
    ];
    expect(cases.map(([typed]) => [typed, places.findCity(typed)?.name])).toEqual(cases);
  });

  it('throws invalid_city for an implausible name and city_not_found at the status asked for', () => {
    for (const value of ['', '   ', '123', 'H2X 1Y4', 'x'.repeat(81), 'Laval; drop table']) {
      const error = thrown(() => places.resolveCity(value));
      expect([value, error.code, error.status]).toEqual([value, 'invalid_city', 422]);
    }
    expect(thrown(() => places.resolveCity('Atlantis'))).toMatchObject({ code: 'city_not_found', status: 404 });
    expect(thrown(() => places.resolveCity('Atlantis', { status: 422 }))).toMatchObject({ code: 'city_not_found', status: 422 });
    expect(places.resolveCity('  Longueuil  ', { status: 422 }).slug).toBe('longueuil');
  });

  it('measures great-circle distances', () => {
    const montreal = places.resolveCity('Montréal');
    const quebec = places.resolveCity('Québec');
    const laval = places.resolveCity('Laval');
    expect(places.distanceKm(montreal, quebec)).toBeGreaterThan(230);
    expect(places.distanceKm(montreal, quebec)).toBeLessThan(260);
    expect(places.distanceKm(montreal, laval)).toBeLessThan(20);
    expect(places.distanceKm(laval, montreal)).toBeCloseTo(places.distanceKm(montreal, laval), 9);
    expect(places.distanceKm(montreal, montreal)).toBe(0);
  });

  it('lists nearby places from a point as well as from a place', () => {
    const point = { latitude: 45.5017, longitude: -73.5673 }; // downtown Montréal, not a place of the data
    const around = places.nearby(point, 5);
    expect(around[0]?.place.slug).toBe('montreal');
    expect(around.every((n) => n.distanceKm <= 5)).toBe(true);
    expect(places.nearby(places.resolveCity('Laval'), 200).some((n) => n.place.slug === 'quebec')).toBe(false);
  });

  it('ranks suggestions by population and answers nothing for an empty prefix', () => {
    expect(places.suggest('lav', 3).map((p) => p.name)[0]).toBe('Laval');
    expect(places.suggest('', 5)).toEqual([]);
    expect(places.suggest('  - ', 5)).toEqual([]);
  });

  it('takes other data, so tests and tools can use a gazetteer of their own', () => {
    const small = createGazetteer({
      source: 'test',
      places: [
        { id: '1', slug: 'petit', name: 'Saint-Nom', population: 10, latitude: 46, longitude: -72, regionId: '04' },
        { id: '2', slug: 'grand', name: 'Saint Nom', population: 99, latitude: 46.1, longitude: -72, regionId: '17' },
      ],
    });
    expect(small.findCity('St-Nom')?.slug).toBe('grand');
    expect(small.region('04')?.places.map((p) => p.slug)).toEqual(['petit']);
    expect(small.nearby(small.getPlace('1') ?? { latitude: 0, longitude: 0 }, 20).map((n) => n.place.slug)).toEqual(['grand']);
    const stray = { id: '3', slug: 'ailleurs', name: 'Ailleurs', population: 1, latitude: 46, longitude: -72, regionId: '18' };
    expect(() => createGazetteer({ source: 'bad', places: [stray] })).toThrow(/unknown region/);
  });
});
