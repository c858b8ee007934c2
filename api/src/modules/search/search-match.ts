import type { components } from '@propre/openapi';
import { dayNumber } from '../../lib/business-time.ts';
import { type IndexedCleaner, type SearchTerms, signatureOf, signatureSlots } from './indexed-cleaner.ts';
import type { PlaceMember, PlaceView } from './place-view.ts';
import { chordSquared, type EarthPoint, earthRadius, metresBetween } from './search-geo.ts';
import type { SearchModel } from './search-index.ts';
import { experienceRange, type Filters } from './search-query.ts';

type ContractRelaxable = NonNullable<components['schemas']['CleanerSearchPage']['suggestions']>['relax'][number];

/** The filters a person can drop when nothing matches (the contract's `relax` values), in the order suggestions list them. */
export const relaxable = [
  'serviceType',
  'minRating',
  'experienceLevel',
  'date',
  'availableSoon',
  'gender',
  'ecoCertified',
  'verified',
  'pets',
] as const satisfies readonly ContractRelaxable[];
export type Relaxable = (typeof relaxable)[number];

/** A signed-in client's own marks on cleaners. */
export interface ClientFeedback {
  liked: ReadonlySet<string>;
  disliked: ReadonlySet<string>;
  notInterested: ReadonlySet<string>;
}

export const noFeedback: ClientFeedback = { liked: new Set(), disliked: new Set(), notInterested: new Set() };

/** The first index of a sorted array whose value is greater than `value`. */
function upperBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as number) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const hasDay = (sorted: Int32Array, day: number) => {
  const i = upperBound(sorted, day);
  return i > 0 && sorted[i - 1] === day;
};

/** The filters of a query, ready to test the cleaners of a model. */
export interface Match {
  /**
   * The cleaners in the searched place (they serve its city, or it lies within min(coverage,
   * radius) of their home) — those of the region, or everyone, without a place — and their orders.
   */
  view: PlaceView;
  /** Whether a member of the view is in the region and not excluded by the client; with `passing`, passes every filter too. */
  admits(cleaner: IndexedCleaner, passing: boolean): boolean;
  /**
   * The bits a cleaner's signature must hold to pass the yes/no filters (indexed-cleaner.ts);
   * null when one of them has no bit there (a word past its slot, or no cleaner has it).
   */
  need: number | null;
  /** The active relaxable filters, in `relaxable` order. */
  active: readonly Relaxable[];
  /** A bit per entry of `active` the cleaner fails; 0 when they pass every filter. */
  failures(cleaner: IndexedCleaner): number;
}

/**
 * The chord below which a home is surely within `metres` of the place, and above which surely
 * not: the distance is 2R·asin(chord / 2R), increasing with the chord, so only homes near the
 * limit need it computed to decide (it is computed anyway for those kept).
 */
function chordLimits(): (metres: number) => number {
  const limits = new Map<number, number>();
  return (metres) => {
    let limit = limits.get(metres);
    if (limit === undefined) {
      limit = 2 * earthRadius * Math.sin(metres / (2 * earthRadius)) * (1 + 1e-9);
      limits.set(metres, limit);
    }
    return limit;
  };
}

/**
 * Who the place holds: those who serve its city, and those whose home lies within
 * min(coverage, radius) of it (`earth_distance`, to the float); with their location score.
 */
function membersOf(model: SearchModel, point: EarthPoint, city: string | null, radiusKm: number): PlaceMember[] {
  const members: PlaceMember[] = [];
  const servers = city ? model.servers(city) : undefined;
  for (const cleaner of servers ?? [])
    members.push({ cleaner, metres: cleaner.home ? metresBetween(point, cleaner.home) : null, location: 1 });
  const chordLimit = chordLimits();
  // Within the radius along the earth means within it in a straight line, so in each axis.
  model.forEachHomeAround(point, radiusKm * 1000 + 1, (cleaner, home) => {
    // The chord squared first (no square root, no asin): most homes of the box are out.
    const limit = 1000 * Math.min(cleaner.coverageKm, radiusKm);
    const within = chordLimit(limit);
    if (chordSquared(point, home) > within * within || servers?.has(cleaner)) return;
    const metres = metresBetween(point, home);
    if (metres <= limit) members.push({ cleaner, metres, location: Math.max(0, 1 - metres / 1000 / cleaner.coverageKm) });
  });
  return members;
}

/** Without a place: the cleaners who serve a city of the region, or everyone; no distance, a location of 0.5. */
function membersWithout(model: SearchModel, region: ReadonlySet<string> | null): PlaceMember[] {
  const cleaners = new Set<IndexedCleaner>();
  if (region) for (const name of region) for (const cleaner of model.servers(name) ?? []) cleaners.add(cleaner);
  return [...(region ? cleaners : model.cleaners.values())].map((cleaner) => ({ cleaner, metres: null, location: 0.5 }));
}

/** The signature bits the yes/no filters of a query ask for (signatureOf), or null when one cannot be asked that way. */
function needOf(filters: Filters, terms: SearchTerms): number | null {
  const words = {
    services: filters.serviceType ? [filters.serviceType] : [],
    pets: filters.pets ?? [],
    genders: filters.gender ? [filters.gender] : [],
  };
  const masks = { services: 0, pets: 0, genders: 0 };
  for (const kind of ['services', 'pets', 'genders'] as const) {
    const [, width] = signatureSlots[kind];
    for (const word of words[kind]) {
      const bit = terms[kind].bitOf(word);
      if (bit === 0 || bit >= 1 << width) return null;
      masks[kind] |= bit;
    }
  }
  const level = filters.experienceLevel ? Object.keys(experienceRange).indexOf(filters.experienceLevel) : null;
  return signatureOf(masks, filters.ecoCertified === true, filters.verified === true, level);
}

/** A query as the model answers it. */
export interface ModelQuery {
  filters: Filters;
  /** The searched place as PostgreSQL's `ll_to_earth` gives it (SearchIndex.pointOf); null without a place. */
  point: EarthPoint | null;
  feedback: ClientFeedback;
}

export function matchOf(model: SearchModel, { filters, point, feedback }: ModelQuery): Match {
  const place = filters.place;
  const radiusKm = place?.radiusKm ?? 0;
  const city = place?.cityName ?? null;
  const region = filters.regionCities ? new Set(filters.regionCities) : null;
  const excluded = feedback.notInterested;
  const tests: Array<[Relaxable, (c: IndexedCleaner) => boolean]> = [];
  const { serviceType, minRating, experienceLevel, days, gender, pets } = filters;
  const { terms } = model;
  if (serviceType) {
    const bit = terms.services.bitOf(serviceType);
    tests.push(['serviceType', (c) => (c.services & bit) !== 0]);
  }
  if (minRating !== undefined) tests.push(['minRating', (c) => c.rating !== null && c.rating >= minRating]);
  if (experienceLevel) {
    const [min, max] = experienceRange[experienceLevel];
    tests.push([
      'experienceLevel',
      (c) => c.yearsOfExperience !== null && c.yearsOfExperience >= min && c.yearsOfExperience <= max,
    ]);
  }
  if (days && days.length > 0) {
    const numbers = days.map(dayNumber);
    tests.push([
      days.length === 1 ? 'date' : 'availableSoon',
      (c) => {
        for (const day of numbers) if (hasDay(c.availableDays, day)) return true;
        return false;
      },
    ]);
  }
  if (gender) {
    const bit = terms.genders.bitOf(gender);
    tests.push(['gender', (c) => bit !== 0 && c.gender === bit]);
  }
  if (filters.ecoCertified) tests.push(['ecoCertified', (c) => c.ecoCertified]);
  if (filters.verified) tests.push(['verified', (c) => c.verificationStatus === 'verified']);
  if (pets && pets.length > 0) {
    const bits = pets.map((pet) => terms.pets.bitOf(pet));
    // A pet no cleaner accepts: nobody passes.
    const wanted = bits.includes(0) ? -1 : bits.reduce((mask, bit) => mask | bit, 0);
    tests.push(['pets', (c) => wanted !== -1 && (c.pets & wanted) === wanted]);
  }
  tests.sort(([a], [b]) => relaxable.indexOf(a) - relaxable.indexOf(b));
  const checks = tests.map(([, test]) => test);
  const passes = (cleaner: IndexedCleaner) => {
    for (const check of checks) if (!check(cleaner)) return false;
    return true;
  };
  const inRegion = (cleaner: IndexedCleaner) => region === null || cleaner.serviceCities.some((name) => region.has(name));
  const regionKey = filters.regionCities ? [...filters.regionCities].sort().join('|') : '';
  const view = point
    ? model.place(`place|${city ?? ''}|${point.join(',')}|${radiusKm}`, () => membersOf(model, point, city, radiusKm))
    : model.place(`region|${regionKey}`, () => membersWithout(model, region));

  return {
    view,
    need: needOf(filters, terms),
    // Most searches have no exclusion and no region: then only the filters are tested.
    admits:
      excluded.size === 0 && region === null
        ? (cleaner, passing) => !passing || passes(cleaner)
        : (cleaner, passing) => !excluded.has(cleaner.id) && inRegion(cleaner) && (!passing || passes(cleaner)),
    active: tests.map(([name]) => name),
    failures(cleaner) {
      let mask = 0;
      for (let i = 0; i < checks.length; i += 1) if (!(checks[i] as (c: IndexedCleaner) => boolean)(cleaner)) mask |= 1 << i;
      return mask;
    },
  };
}

/** Counts a cleaner's available days among today … today + 6 (two binary searches). */
export function weekCounter(today: string): (cleaner: IndexedCleaner) => number {
  const yesterday = dayNumber(today) - 1;
  const last = yesterday + 7;
  return (cleaner) => upperBound(cleaner.availableDays, last) - upperBound(cleaner.availableDays, yesterday);
}
