import { readFileSync } from 'node:fs';
import { type Coordinates, distanceKm } from '../../lib/geo-distance.ts';
import type { AppError } from '../../plugins/errors/app-error.ts';
import { isPlausibleCityName, matchKey, rawWords, words } from './names.ts';
import { placesFail } from './places.errors.ts';
import { quebecRegions, type Region } from './regions.ts';

/** A place as the committed data file stores it (see scripts/build-gazetteer.ts). */
export interface PlaceRecord {
  /** The GeoNames id: stable across rebuilds, the one to store. */
  id: string;
  slug: string;
  /** The name as GeoNames gives it, in French with its accents. */
  name: string;
  /** Only where an English exonym is well established (Montreal, Quebec City). */
  nameEn?: string;
  population: number;
  latitude: number;
  longitude: number;
  regionId: string;
}

export interface GazetteerData {
  source: string;
  places: PlaceRecord[];
}

/** A Quebec municipality (or a named part of one) with coordinates and its region. */
export interface Place extends Readonly<PlaceRecord> {
  /** The English name: the French one unless an exonym is established. */
  readonly nameEn: string;
}

export interface RegionSummary extends Region {
  /** Places of the gazetteer in the region. */
  cityCount: number;
}

export interface NearbyPlace {
  place: Place;
  distanceKm: number;
}

export interface ResolveOptions {
  /**
   * The status of `city_not_found`: 404 when the city is the resource looked up (the
   * default), 422 when it is a field of a request body that names an unknown city.
   */
  status?: 404 | 422;
}

/** Quebec's municipalities and regions, from the bundled data; no network involved. */
export interface Gazetteer {
  /** The place a typed name designates (French or English, any accents, case, hyphens, St/Ste), most populous first. */
  findCity(name: string): Place | undefined;
  /** Like findCity, but throws `invalid_city` (422) for an implausible name and `city_not_found` for an unknown one. */
  resolveCity(name: string, options?: ResolveOptions): Place;
  /** By id (GeoNames) or slug. */
  getPlace(idOrSlug: string): Place | undefined;
  /** Every place, most populous first. */
  places(): readonly Place[];
  regions(): readonly RegionSummary[];
  region(id: string): { region: RegionSummary; places: readonly Place[] } | undefined;
  /** Places within radiusKm of a place or point, nearest first; the place itself is left out. */
  nearby(from: Coordinates & { id?: string }, radiusKm: number): NearbyPlace[];
  /** Great-circle distance in kilometres. */
  distanceKm(a: Coordinates, b: Coordinates): number;
  /** Places whose name starts with the prefix (or one of its words does), most populous first. */
  suggest(prefix: string, limit?: number): Place[];
}

const defaultDataFile = new URL('./data/quebec-places.json', import.meta.url);

/** The `invalid_city` error: the value could not be a city's name at all. */
export function invalidCity(): AppError {
  return placesFail('invalid_city', {
    detail: {
      fr: 'Un nom de ville compte au plus 80 caractères : des lettres, des espaces, des traits d’union ou des apostrophes.',
      en: 'A city name has at most 80 characters: letters, spaces, hyphens or apostrophes.',
    },
  });
}

export function loadGazetteerData(file: URL = defaultDataFile): GazetteerData {
  return JSON.parse(readFileSync(file, 'utf8')) as GazetteerData;
}

interface Indexed {
  place: Place;
  /** Run-together keys of the French and English names, abbreviations spelt out or as written. */
  compactKeys: string[];
  /** The same with spaces between words, to match a prefix at a word boundary. */
  spacedKeys: string[];
}

/** Builds a gazetteer over the given data, or over the committed data file (read once, here). */
export function createGazetteer(data: GazetteerData = loadGazetteerData()): Gazetteer {
  const regionById = new Map(quebecRegions.map((r) => [r.id, r]));
  const all: Place[] = data.places
    .map((record) => {
      if (!regionById.has(record.regionId)) throw new Error(`Place ${record.id} has an unknown region ${record.regionId}`);
      return Object.freeze({ ...record, nameEn: record.nameEn ?? record.name });
    })
    .sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug));
  const byId = new Map(all.map((p) => [p.id, p]));
  const bySlug = new Map(all.map((p) => [p.slug, p]));
  const byKey = new Map<string, Place>();
  // Most populous first, so a name two places share designates the larger one.
  for (const place of all) {
    for (const key of [matchKey(place.name), matchKey(place.nameEn)]) if (!byKey.has(key)) byKey.set(key, place);
  }
  const indexed: Indexed[] = all.map((place) => {
    const names = [place.name, place.nameEn];
    return {
      place,
      compactKeys: [...new Set(names.flatMap((n) => [words(n).join(''), rawWords(n).join('')]))],
      spacedKeys: [...new Set(names.map((n) => words(n).join(' ')))],
    };
  });
  const summaries: RegionSummary[] = quebecRegions.map((r) => ({
    ...r,
    cityCount: all.filter((p) => p.regionId === r.id).length,
  }));

  function findCity(name: string): Place | undefined {
    const found = byKey.get(matchKey(name));
    if (found) return found;
    // "Laval, QC" or "Gatineau (Québec)": the part before the qualifier names the city.
    const head = name.split(/[,(]/, 1)[0] ?? '';
    return head.length < name.length ? byKey.get(matchKey(head)) : undefined;
  }

  return {
    findCity,
    resolveCity(name, options = {}) {
      if (!isPlausibleCityName(name)) {
        throw invalidCity();
      }
      const place = findCity(name);
      if (place) return place;
      const shown = name.trim();
      throw placesFail('city_not_found', {
        status: options.status ?? 404,
        detail: { fr: `Aucune ville du Québec nommée « ${shown} ».`, en: `No Quebec city named “${shown}”.` },
      });
    },
    getPlace: (idOrSlug) => byId.get(idOrSlug) ?? bySlug.get(idOrSlug),
    places: () => all,
    regions: () => summaries,
    region(id) {
      const region = summaries.find((r) => r.id === id);
      return region ? { region, places: all.filter((p) => p.regionId === id) } : undefined;
    },
    nearby(from, radiusKm) {
      return all
        .filter((p) => p.id !== from.id)
        .map((place) => ({ place, distanceKm: distanceKm(from, place) }))
        .filter((n) => n.distanceKm <= radiusKm)
        .sort((a, b) => a.distanceKm - b.distanceKm || b.place.population - a.place.population);
    },
    distanceKm,
    suggest(prefix, limit = 10) {
      const compact = [...new Set([words(prefix).join(''), rawWords(prefix).join('')])].filter(Boolean);
      const spaced = words(prefix).join(' ');
      if (compact.length === 0) return [];
      const atStart: Place[] = [];
      const inside: Place[] = [];
      for (const entry of indexed) {
        if (entry.compactKeys.some((key) => compact.some((q) => key.startsWith(q)))) atStart.push(entry.place);
        else if (entry.spacedKeys.some((key) => key.includes(` ${spaced}`))) inside.push(entry.place);
      }
      return [...atStart, ...inside].slice(0, limit);
    },
  };
}
