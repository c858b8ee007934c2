import type { components } from '@propre/openapi';
import { dayNumber } from '../../lib/business-time.ts';
import { type IndexedCleaner, type SearchTerms, signatureOf, signatureSlots } from './indexed-cleaner.ts';
import type { PlaceRule, PlaceView } from './place-view.ts';
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

/** The first index of `sorted[from…to)` (sorted) whose value is greater than `value`. */
function upperBound(sorted: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as number) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const hasDay = (c: IndexedCleaner, day: number) => {
  const i = upperBound(c.days, c.daysFrom, c.daysTo, day);
  return i > c.daysFrom && c.days[i - 1] === day;
};

/** The filters of a query, ready to test the cleaners of a model. */
export interface Match {
  /**
   * The cleaners in the searched place (they serve its city, or it lies within min(coverage,
   * radius) of their home) — those of the region, or everyone, without a place — and their orders.
   */
  view: PlaceView;
  /**
   * Whether a member of the view is in the region and not excluded by the client; with
   * `passing`, passes the filters too — those `need` does not hold: a page tests it first.
   */
  admits(cleaner: IndexedCleaner, passing: boolean): boolean;
  /**
   * The bits a cleaner's signature must hold to pass the yes/no filters (indexed-cleaner.ts);
   * null when one of them has no bit there (a word past its slot, or no cleaner has it).
   */
  need: number | null;
  /** The active relaxable filters, in `relaxable` order. */
  active: readonly Relaxable[];
  /**
   * For a page nobody passes: the signature bits and the test of every filter but the `skip`-th
   * of `active` (with the region and the client's exclusions). Someone who passes them fails
   * the `skip`-th alone.
   */
  allBut(skip: number): { need: number; passes(cleaner: IndexedCleaner): boolean };
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
 * Who a place holds: those who serve its city, and those whose home lies within
 * min(coverage, radius) of it (`earth_distance`, to the float); with their location score.
 */
function placeRule(model: SearchModel, point: EarthPoint, city: string | null, radiusKm: number): PlaceRule {
  const chordLimit = chordLimits();
  return {
    memberOf(cleaner) {
      const { home } = cleaner;
      if (city !== null && cleaner.serviceCities.includes(city))
        return { cleaner, metres: home ? metresBetween(point, home) : null, location: 1 };
      if (!home) return null;
      // The chord squared first (no square root, no asin): most homes looked at are out.
      const limit = 1000 * Math.min(cleaner.coverageKm, radiusKm);
      const within = chordLimit(limit);
      if (chordSquared(point, home) > within * within) return null;
      const metres = metresBetween(point, home);
      return metres <= limit ? { cleaner, metres, location: Math.max(0, 1 - metres / 1000 / cleaner.coverageKm) } : null;
    },
    candidates(visit) {
      if (city === null) {
        // Within the radius along the earth means within it in a straight line, so in each axis.
        model.forEachHomeAround(point, radiusKm * 1000 + 1, visit);
        return;
      }
      for (const cleaner of model.servers(city) ?? []) visit(cleaner);
      // Those who serve the city were visited above.
      model.forEachHomeAround(point, radiusKm * 1000 + 1, (cleaner) => {
        if (!cleaner.serviceCities.includes(city)) visit(cleaner);
      });
    },
  };
}

/** Without a place: the cleaners who serve a city of the region, or everyone; no distance, a location of 0.5. */
function regionRule(model: SearchModel, region: ReadonlySet<string> | null): PlaceRule {
  return {
    memberOf: (cleaner) =>
      region === null || cleaner.serviceCities.some((name) => region.has(name)) ? { cleaner, metres: null, location: 0.5 } : null,
    candidates(visit) {
      if (!region) {
        for (const cleaner of model.cleaners.values()) visit(cleaner);
        return;
      }
      // A cleaner who serves several of the region's cities is visited for the first of them.
      const seen: string[] = [];
      for (const name of region) {
        for (const cleaner of model.servers(name) ?? [])
          if (seen.length === 0 || !cleaner.serviceCities.some((city) => seen.includes(city))) visit(cleaner);
        seen.push(name);
      }
    },
  };
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

/** The signature bits that one filter asks for (signatureOf), 0 when it cannot be asked that way. */
function signatureMaskOf(name: Relaxable, filters: Filters, terms: SearchTerms): number {
  const none = { services: 0, pets: 0, genders: 0 };
  const word = (kind: keyof SearchTerms, words: readonly string[]) => {
    const [, width] = signatureSlots[kind];
    let mask = 0;
    for (const w of words) {
      const bit = terms[kind].bitOf(w);
      if (bit === 0 || bit >= 1 << width) return 0;
      mask |= bit;
    }
    return signatureOf({ ...none, [kind]: mask }, false, false, null);
  };
  switch (name) {
    case 'serviceType':
      return word('services', filters.serviceType ? [filters.serviceType] : []);
    case 'gender':
      return word('genders', filters.gender ? [filters.gender] : []);
    case 'pets':
      return word('pets', filters.pets ?? []);
    case 'ecoCertified':
      return signatureOf(none, true, false, null);
    case 'verified':
      return signatureOf(none, false, true, null);
    case 'experienceLevel':
      return filters.experienceLevel
        ? signatureOf(none, false, false, Object.keys(experienceRange).indexOf(filters.experienceLevel))
        : 0;
    default:
      return 0;
  }
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
        for (const day of numbers) if (hasDay(c, day)) return true;
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
  // The yes/no filters' bits in a signature (0: tested by the closure).
  const masks = tests.map(([name]) => signatureMaskOf(name, filters, terms));
  const need = needOf(filters, terms);
  // What `need` tests on the order's words is not tested again.
  const rest = need === null ? checks : checks.filter((_, i) => masks[i] === 0);
  const passes = (cleaner: IndexedCleaner) => {
    for (const check of rest) if (!check(cleaner)) return false;
    return true;
  };
  const inRegion = (cleaner: IndexedCleaner) => region === null || cleaner.serviceCities.some((name) => region.has(name));
  const regionKey = filters.regionCities ? [...filters.regionCities].sort().join('|') : '';
  const view = point
    ? model.place(`place|${city ?? ''}|${point.join(',')}|${radiusKm}`, placeRule(model, point, city, radiusKm))
    : model.place(`region|${regionKey}`, regionRule(model, region));

  return {
    view,
    need,
    // Most searches have no exclusion and no region: then only the filters are tested.
    admits:
      excluded.size === 0 && region === null
        ? (cleaner, passing) => !passing || passes(cleaner)
        : (cleaner, passing) => !excluded.has(cleaner.id) && inRegion(cleaner) && (!passing || passes(cleaner)),
    active: tests.map(([name]) => name),
    allBut(skip) {
      let allButNeed = 0;
      const others: Array<(c: IndexedCleaner) => boolean> = [];
      checks.forEach((check, i) => {
        if (i === skip) return;
        if (masks[i] !== 0) allButNeed |= masks[i] as number;
        else others.push(check);
      });
      return {
        need: allButNeed,
        passes(cleaner) {
          if (excluded.has(cleaner.id) || !inRegion(cleaner)) return false;
          for (const check of others) if (!check(cleaner)) return false;
          return true;
        },
      };
    },
  };
}

/** Counts a cleaner's available days among today … today + 6 (two binary searches). */
export function weekCounter(today: string): (cleaner: IndexedCleaner) => number {
  const yesterday = dayNumber(today) - 1;
  const last = yesterday + 7;
  return (c) => upperBound(c.days, c.daysFrom, c.daysTo, last) - upperBound(c.days, c.daysFrom, c.daysTo, yesterday);
}
