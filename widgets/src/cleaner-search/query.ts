import type { CleanerSearchPage, ExperienceLevel, Gender, operations, PetTolerance, ServiceType } from '@propre/sdk';

type FindCleanersQuery = NonNullable<operations['search.findCleaners']['parameters']['query']>;

/** What a person can ask of the search: every filter of the contract; the page cursor and size stay inside the widget. */
export type CleanerSearchQuery = Omit<FindCleanersQuery, 'cursor' | 'limit'>;
export type { CleanerSearchPage, CleanerSearchResult, ExperienceLevel, Gender, PetTolerance, ServiceType } from '@propre/sdk';
export type CleanerSearchSuggestions = NonNullable<CleanerSearchPage['suggestions']>;
export type SearchSort = NonNullable<CleanerSearchQuery['sort']>;
/** A filter the API may suggest relaxing when nothing matches. */
export type RelaxableFilter = CleanerSearchSuggestions['relax'][number];

// Each list is every value of its contract enum, in display order: `satisfies Record<…>` makes a
// value the contract adds (or drops) a type error here instead of a filter silently missing.
const everyServiceType = {
  basic: 0,
  deep: 1,
  move_in_out: 2,
  office: 3,
  airbnb: 4,
  commercial: 5,
  bungalo: 6,
  apartement: 7,
  condo: 8,
} satisfies Record<ServiceType, number>;
export const serviceTypes = Object.keys(everyServiceType) as readonly ServiceType[];
export const experienceLevels = Object.keys({ beginner: 0, intermediate: 1, expert: 2 } satisfies Record<
  ExperienceLevel,
  number
>) as readonly ExperienceLevel[];
export const petTolerances = Object.keys({ cats: 0, dogs: 1, birds: 2, other: 3 } satisfies Record<
  PetTolerance,
  number
>) as readonly PetTolerance[];
// `prefer_not_to_say` describes a person's own answer, not something a client would search for.
export const searchableGenders: readonly Gender[] = ['female', 'male', 'other'];
export const sorts = Object.keys({ recommended: 0, rating: 1, price: 2, distance: 3 } satisfies Record<
  SearchSort,
  number
>) as readonly SearchSort[];
export const minRatings: readonly number[] = [3, 3.5, 4, 4.5];

/** The filters counted on the phone's "Filters" button and cleared by "clear filters" (the place and the order stay). */
export const filterKeys = [
  'serviceType',
  'minRating',
  'experienceLevel',
  'date',
  'availableSoon',
  'gender',
  'ecoCertified',
  'verified',
  'pets',
] as const satisfies readonly RelaxableFilter[];

/**
 * The query without empty values, so that "no filter" has one shape: an unchecked box or an
 * empty select removes its key instead of sending `ecoCertified=false` or `city=`.
 */
export function normalizeQuery(query: CleanerSearchQuery): CleanerSearchQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'sort' && value === 'recommended') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
    if (out[key] === '') delete out[key];
  }
  return out as CleanerSearchQuery;
}

export function activeFilterCount(query: CleanerSearchQuery): number {
  const q = normalizeQuery(query);
  return filterKeys.filter((key) => q[key] !== undefined).length;
}

export function withoutFilter(query: CleanerSearchQuery, key: RelaxableFilter): CleanerSearchQuery {
  const { [key]: _removed, ...rest } = query;
  return rest;
}

export function withoutFilters(query: CleanerSearchQuery): CleanerSearchQuery {
  let out = query;
  for (const key of filterKeys) out = withoutFilter(out, key);
  return out;
}

/** A stable text for a query, to notice when it changed (and start again from the first page). */
export function queryIdentity(query: CleanerSearchQuery): string {
  const q = normalizeQuery(query);
  return JSON.stringify(q, Object.keys(q).sort());
}

const booleanKeys = ['availableSoon', 'ecoCertified', 'verified'] as const;
const numberKeys = ['minRating', 'lat', 'lng', 'radiusKm'] as const;
const textKeys = ['city', 'regionId', 'date', 'serviceType', 'experienceLevel', 'gender', 'sort'] as const;

/**
 * Reads a query from a page's search parameters (`?city=Laval&pets=cats&pets=dogs`), the same
 * names as the API's, so a host can keep the search in its address bar. Values the widget
 * does not know are dropped rather than sent to the API.
 */
export function queryFromSearchParams(params: URLSearchParams): CleanerSearchQuery {
  const out: Record<string, unknown> = {};
  for (const key of textKeys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  for (const key of numberKeys) {
    const value = Number(params.get(key) ?? Number.NaN);
    if (params.has(key) && Number.isFinite(value)) out[key] = value;
  }
  for (const key of booleanKeys) if (params.get(key) === 'true') out[key] = true;
  const pets = params.getAll('pets').filter((pet): pet is PetTolerance => (petTolerances as string[]).includes(pet));
  if (pets.length > 0) out.pets = pets;
  const known = <T extends string>(value: unknown, list: readonly T[]) => list.includes(value as T);
  if (out.serviceType !== undefined && !known(out.serviceType, serviceTypes)) delete out.serviceType;
  if (out.experienceLevel !== undefined && !known(out.experienceLevel, experienceLevels)) delete out.experienceLevel;
  if (out.gender !== undefined && !known(out.gender, searchableGenders)) delete out.gender;
  if (out.sort !== undefined && !known(out.sort, sorts)) delete out.sort;
  return normalizeQuery(out as CleanerSearchQuery);
}

/** The inverse of `queryFromSearchParams`: only the filters in use, arrays as repeated names. */
export function queryToSearchParams(query: CleanerSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(normalizeQuery(query))) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return params;
}
