import type { operations } from '@propre/openapi/types';
import { type RawBuilder, sql } from 'kysely';

export type SearchParams = NonNullable<operations['search.findCleaners']['parameters']['query']>;
export type SortKey = 'recommended' | 'rating' | 'price' | 'distance';

/** The searched place, once the city name is resolved. */
export interface Place {
  latitude: number;
  longitude: number;
  /** The municipality's name as cleaners store it, when searching by city. */
  cityName: string | null;
  radiusKm: number;
}

export interface Filters {
  place: Place | null;
  /** Names of the municipalities of a region: cleaners serving any of them. */
  regionCities?: string[];
  serviceType?: string;
  minRating?: number;
  experienceLevel?: 'beginner' | 'intermediate' | 'expert';
  /** Local dates at least one of which the cleaner must be available on. */
  days?: string[];
  gender?: string;
  ecoCertified?: boolean;
  verified?: boolean;
  pets?: string[];
  /** Signed-in client whose feedback applies. */
  clientId: string | null;
}

const experienceRange: Record<NonNullable<Filters['experienceLevel']>, [number, number]> = {
  beginner: [0, 1],
  intermediate: [2, 5],
  expert: [6, 60],
};

/** earthdistance's `earth()`, the radius its points and distances use (metres). */
const earthRadius = sql`'6378168'::float8`;

/**
 * The searched place as a point on the earth: `ll_to_earth(lat, lng)` written out with the very
 * operations of its body. The extension's SQL functions are inlined at every use, each time
 * parsed again: with the distance below written out as well, that planning cost more than the
 * query ran. A scalar subquery, so PostgreSQL computes it once per statement (an InitPlan): in
 * a reused generic plan the parameters are not folded, and the trigonometry and the three cube
 * constructions ran again for every row of the area — 40 % of reading Montréal's 4,500 homes.
 */
export function pointOf(place: Place): RawBuilder<unknown> {
  const lat = sql`radians(${place.latitude}::float8)`;
  const lng = sql`radians(${place.longitude}::float8)`;
  return sql`(select cube(cube(cube(${earthRadius} * cos(${lat}) * cos(${lng})), ${earthRadius} * cos(${lat}) * sin(${lng})),
    ${earthRadius} * sin(${lat}))::earth)`;
}

/**
 * `earth_distance(point, s.home_earth)` in metres, by earthdistance's own formula (`sec_to_gc`
 * of the chord `cube_distance`, same operations in the same order, so the same float8) written
 * out: PostgreSQL does not inline `sec_to_gc` (its argument appears three times), so calling it
 * runs the SQL-function executor for every candidate, about 14 µs each, seven times this.
 */
export function metresFrom(point: RawBuilder<unknown>): RawBuilder<number> {
  const chord = sql`cube_distance(${point}, s.home_earth)`;
  return sql<number>`(case when ${chord} < 0 then 0::float8 when ${chord} / (2 * ${earthRadius}) > 1 then pi() * ${earthRadius}
    else 2 * ${earthRadius} * asin(${chord} / (2 * ${earthRadius})) end)`;
}

/**
 * `earth_box(point, metres)` written out: `cube_enlarge(point, gc_to_sec(metres), 3)` with
 * `gc_to_sec`'s body (same operations, same float8). The extension's SQL functions are inlined
 * — their text parsed again — at every use when the statement is planned: three or four boxes
 * per statement made a good part of its planning.
 */
export function boxAround(point: RawBuilder<unknown>, metres: RawBuilder<unknown>): RawBuilder<unknown> {
  const m = sql`(${metres})::float8`;
  return sql`cube_enlarge(${point}, (case when ${m} < 0 then 0::float8 when ${m} / ${earthRadius} > pi() then 2 * ${earthRadius}
    else 2 * ${earthRadius} * sin(${m} / (2 * ${earthRadius})) end), 3)`;
}

/** A condition on a `search_cleaner s` row; `name` matches the `relax` suggestions. */
export interface Condition {
  name: string | null;
  fragment: RawBuilder<unknown>;
}

/**
 * The WHERE conditions for the filters, over `search_cleaner s` (which holds listed, active
 * cleaners only). Every value is a parameter of Kysely's `sql` template.
 */
export function conditions(filters: Filters, options: { box?: boolean } = {}): Condition[] {
  const list: Condition[] = [];
  const place = filters.place;
  if (place) {
    // Index-friendly: the bounding box first (GiST), then the exact distance and coverage.
    // A cleaner matches within min(coverage, radius) km, so a box of the radius holds them all.
    // `box: false` leaves the box out, for a caller that reaches the area by another index (the
    // planner, which estimates any box at a few rows, would otherwise pick the home index).
    const point = pointOf(place);
    const box = options.box === false ? sql`` : sql`and ${boxAround(point, sql`${place.radiusKm} * 1000`)} @> s.home_earth`;
    const near = sql`s.home_earth is not null ${box}
      and ${metresFrom(point)} <= 1000 * least(s.coverage_km, ${place.radiusKm})`;
    list.push({
      name: null,
      fragment: place.cityName ? sql`(s.service_cities @> ${[place.cityName]}::text[] or (${near}))` : sql`(${near})`,
    });
  }
  if (filters.regionCities) list.push({ name: null, fragment: sql`s.service_cities && ${filters.regionCities}::text[]` });
  if (filters.serviceType) list.push({ name: 'serviceType', fragment: sql`${filters.serviceType} = any(s.service_types)` });
  if (filters.minRating !== undefined) list.push({ name: 'minRating', fragment: sql`s.rating >= ${filters.minRating}` });
  if (filters.experienceLevel) {
    const [min, max] = experienceRange[filters.experienceLevel];
    list.push({ name: 'experienceLevel', fragment: sql`s.years_of_experience between ${min} and ${max}` });
  }
  if (filters.days && filters.days.length > 0) {
    list.push({
      name: filters.days.length === 1 ? 'date' : 'availableSoon',
      fragment: sql`s.available_days && ${filters.days}::date[]`,
    });
  }
  if (filters.gender) list.push({ name: 'gender', fragment: sql`s.gender = ${filters.gender}` });
  if (filters.ecoCertified) list.push({ name: 'ecoCertified', fragment: sql`s.eco_certified` });
  if (filters.verified) list.push({ name: 'verified', fragment: sql`s.verification_status = 'verified'` });
  if (filters.pets && filters.pets.length > 0)
    list.push({ name: 'pets', fragment: sql`s.pet_tolerance @> ${filters.pets}::text[]` });
  if (filters.clientId) {
    list.push({
      name: null,
      fragment: sql`not exists (select 1 from cleaner_feedback f
        where f.client_id = ${filters.clientId} and f.cleaner_id = s.user_id and f.type = 'not_interested')`,
    });
  }
  return list;
}

/**
 * The same conditions with one SQL text whatever filters are set: each optional filter is
 * written out with its value as a parameter, null (or false) when unset. A page's statement is
 * then one of a few texts (per sort, kind of place, cursor and signed-in client) instead of one
 * per combination of filters (hundreds), so each connection prepares it once and PostgreSQL
 * reuses its plan instead of parsing and planning a 7–10 kB text for every search
 * (docs/adr/0005-search-precomputed.md, "Cache off").
 */
export function searchConditions(filters: Filters, options: { box?: boolean } = {}): Condition[] {
  const list = conditions(
    { place: filters.place, ...(filters.regionCities ? { regionCities: filters.regionCities } : {}), clientId: filters.clientId },
    options,
  );
  const [minYears, maxYears] = filters.experienceLevel ? experienceRange[filters.experienceLevel] : [null, null];
  const days = filters.days && filters.days.length > 0 ? filters.days : null;
  const pets = filters.pets && filters.pets.length > 0 ? filters.pets : null;
  const optional = [
    sql`(${filters.serviceType ?? null}::text is null or ${filters.serviceType ?? null}::text = any(s.service_types))`,
    sql`(${filters.minRating ?? null}::numeric is null or s.rating >= ${filters.minRating ?? null}::numeric)`,
    sql`(${minYears}::int is null or s.years_of_experience between ${minYears}::int and ${maxYears}::int)`,
    sql`(${days}::date[] is null or s.available_days && ${days}::date[])`,
    sql`(${filters.gender ?? null}::text is null or s.gender = ${filters.gender ?? null}::text)`,
    sql`(not ${filters.ecoCertified === true}::boolean or s.eco_certified)`,
    sql`(not ${filters.verified === true}::boolean or s.verification_status = 'verified')`,
    sql`(${pets}::text[] is null or s.pet_tolerance @> ${pets}::text[])`,
  ];
  return [...list, ...optional.map((fragment) => ({ name: null, fragment }))];
}

/** The conditions joined with `and` (true when there are none). */
export function whereOf(list: readonly Condition[]): RawBuilder<unknown> {
  return list.length === 0
    ? sql`true`
    : sql.join(
        list.map((c) => c.fragment),
        sql` and `,
      );
}
