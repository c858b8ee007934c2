import { type RawBuilder, sql } from 'kysely';
import { type PublicCleanerRow, publicCleanerColumns } from '../cleaners/public-cleaner-read.ts';
import { availabilityScore, feedbackAdjustment, feedbackScore, overallScore, overallWeights } from './scores.ts';
import {
  boxAround,
  type Filters,
  metresFrom,
  type Place,
  pointOf,
  type SortKey,
  searchConditions,
  whereOf,
} from './search-query.ts';

export interface Cursor {
  k: number;
  id: string;
}

// Every sort becomes "ascending by key, then by id", so one keyset condition serves them all.
const sortKeys: Record<SortKey, RawBuilder<number>> = {
  recommended: sql`-overall`,
  rating: sql`-coalesce(rating_value, 0)`,
  price: sql`coalesce(price_from_cents, 1000000000)`,
  distance: sql`coalesce(distance_km, 1000000000)`,
};

/** The distance shown on a card: km with one decimal, from the exact earth_distance. */
function distanceKm(place: Place | null): RawBuilder<number> {
  return place ? sql`round((${metresFrom(pointOf(place))} / 1000)::numeric, 1)::float8` : sql`null::float8`;
}

/** The location score of row `s`: 1 for those who serve the searched city, else by distance and coverage. */
function locationScore(place: Place | null): RawBuilder<number> {
  return place
    ? sql`case when s.service_cities @> ${[place.cityName ?? '']}::text[] then 1.0
        when s.home_earth is null then 0.0
        else greatest(0, 1 - (${metresFrom(pointOf(place))} / 1000) / s.coverage_km) end`
    : sql`0.5`;
}

/** What search computes per candidate row `s`: the card's figures and the scores. */
function scoreColumns(filters: Filters, today: string): RawBuilder<unknown> {
  return sql`s.verification_status, s.price_from_cents, s.rating::float8 as rating_value, s.review_count,
        s.completion_rate::float8 as completion_rate, s.response_time_minutes,
        ${distanceKm(filters.place)} as distance_km,
        ${rankingColumns(filters, today, locationScore(filters.place))}`;
}

/** The columns `overallScore` reads, with the location score given. */
function rankingColumns(filters: Filters, today: string, location: RawBuilder<number>): RawBuilder<unknown> {
  return sql`s.user_id, s.s_rating, (${location})::float8 as s_location, s.s_reliability,
        ${availabilityScore(today)} as s_availability, ${feedbackScore(filters.clientId)} as s_feedback`;
}

/** Where a page's candidates come from: a row source aliased `s`, and the CTEs it needs first. */
interface Candidates {
  ctes: RawBuilder<unknown>[];
  from: RawBuilder<unknown>;
}

/**
 * The search query for a page, over the precomputed `search_cleaner` rows: each sort reaches
 * its candidates by index (candidatesOf), then only what depends on the query (distance,
 * location, the next 7 days, the client's feedback) is computed for them, and the page's cards
 * come in the same statement. Exported so the benchmark can EXPLAIN it.
 */
export function searchStatement(filters: Filters, sort: SortKey, limit: number, cursor: Cursor | null, today: string) {
  const { ctes, from } = candidatesOf(filters, sort, limit, cursor, today);
  // Materialised: the scores are computed once per candidate, not again in the sort.
  return sql<SearchRow>`
    with ${sql.join([...ctes, sql`scored as materialized (select ${scoreColumns(filters, today)} from ${from})`])},
    ranked as (
      select *, ${overallScore} as overall from scored
    ), keyed as (
      select *, (${sortKeys[sort]})::float8 as sort_key from ranked
    ), page as (
      select * from keyed
      ${cursor ? sql`where (sort_key, user_id) > (${cursor.k}::float8, ${cursor.id})` : sql``}
      order by sort_key, user_id
      limit ${limit + 1}
    )
    -- The page's cards come with it: no entity is loaded for a read-only page.
    select page.*, ${publicCleanerColumns}
    from page
    join cleaner_profile cp on cp.user_id = page.user_id
    join app_user u on u.id = page.user_id
    order by page.sort_key, page.user_id`;
}

/**
 * The rows a page is chosen from, as few as keep the page exact (docs/adr/0005-search-precomputed.md,
 * "The top N by index"):
 * - price and rating walk their indexes with the filters and stop at the page;
 * - distance walks the home points nearest first, then takes every row whose rounded distance
 *   ties with the last one;
 * - recommended takes a threshold from the best-bounded cleaners, then only those whose upper
 *   bound reaches it.
 * A query by point (no city) takes its threshold from the candidates nearest to it (pointCandidates).
 */
function candidatesOf(filters: Filters, sort: SortKey, limit: number, cursor: Cursor | null, today: string): Candidates {
  const where = whereOf(searchConditions(filters));
  const take = limit + 1;
  if (sort === 'price') {
    const key = sql`coalesce(s.price_from_cents, 1000000000)`;
    // The cursor's key is a float8; the floor bound lets the index seek, the row comparison is exact.
    const after = cursor
      ? sql`and ${key} >= floor(${cursor.k}::float8) and (${key}::float8, s.user_id) > (${cursor.k}::float8, ${cursor.id})`
      : sql``;
    return keyWalk(key, where, after, take);
  }
  if (sort === 'rating') {
    const key = sql`(-coalesce(s.rating, 0)::float8)`;
    const after = cursor ? sql`and (${key}, s.user_id) > (${cursor.k}::float8, ${cursor.id})` : sql``;
    return keyWalk(key, where, after, take);
  }
  if (sort === 'distance') return distanceCandidates(filters, where, take, cursor);
  return recommendedCandidates(filters, where, take, cursor, today);
}

/** How many rows per row of a page an index is walked in its order before the filters apply. */
const walkPerPage = 20;

/**
 * The first `take` rows by `key` (an index's order) after the cursor: the first `walkPerPage`
 * rows per row of the page in the index's order (the walk has no filter, so the plan is that
 * walk whatever the planner thinks of the filters: a reused generic plan sees no value and would
 * estimate the filters at a few rows and read the whole area instead), of which those that pass
 * the filters; when fewer than `take` pass, every match, as before (a small city, narrow filters:
 * few rows to read by the place's indexes). The first `take` matches of a prefix that holds
 * `take` of them are the first `take` matches of the whole order.
 */
function keyWalk(key: RawBuilder<unknown>, where: RawBuilder<unknown>, after: RawBuilder<unknown>, take: number): Candidates {
  // The key is a column of the walk, so the walk's order is the outer order (no sort of the walk).
  const walked = sql`walked as materialized (
      select s.* from (select s.*, ${key} as walk_key from search_cleaner s where true ${after}
        order by ${key}, s.user_id limit ${take * walkPerPage}) s
       where ${where} order by s.walk_key, s.user_id limit ${take})`;
  const full = sql`(select count(*) from walked) = ${take}`;
  return {
    ctes: [walked],
    from: sql`(
      select * from walked where ${full}
      union all
      (select s.*, ${key} as walk_key from search_cleaner s where not ${full} and ${where} ${after}
        order by ${key}, s.user_id limit ${take})
    ) s`,
  };
}

/**
 * Nearest first by the GiST index (cube's `<->`, the chord, which orders as the great-circle
 * distance does), the first `take` rows after the cursor; the page's sort is the rounded
 * distance then the id, so every row whose rounded distance is at most the last one's is a
 * candidate too (a box of that radius plus the rounding). Without `take` rows with a home, the
 * rest of the order is the cleaners without one (serving the city), by id.
 */
function distanceCandidates(filters: Filters, where: RawBuilder<unknown>, take: number, cursor: Cursor | null): Candidates {
  const place = filters.place;
  const after = (key: RawBuilder<unknown>) =>
    cursor ? sql`and (${key}, s.user_id) > (${cursor.k}::float8, ${cursor.id})` : sql``;
  if (!place) {
    // No place, no distance: every key is the same, the order is the id's.
    return {
      ctes: [],
      from: sql`(select s.* from search_cleaner s where ${where} ${after(sql`1000000000::float8`)}
        order by s.user_id limit ${take}) s`,
    };
  }
  const point = pointOf(place);
  const key = distanceKm(place);
  // The nearest homes first, then the filters (as keyWalk does, and for the same reason).
  const knn = sql`nearest as materialized (
      select s.user_id, ${key} as k from (select s.*, s.home_earth <-> ${point} as chord from search_cleaner s
        where s.home_earth is not null order by chord limit ${take * walkPerPage}) s
       where ${where} ${after(key)}
       order by s.chord limit ${take})`;
  const full = sql`(select count(*) from nearest) = ${take}`;
  return {
    ctes: [knn],
    from: sql`(
      select s.* from search_cleaner s
       where ${full} and s.home_earth is not null
         and ${boxAround(point, sql`(select max(k) from nearest) * 1000 + 51`)} @> s.home_earth
         and ${where} ${after(key)} and ${key} <= (select max(k) from nearest)
      union all
      -- Fewer than a page with a home after the cursor: so few candidates that all are scored.
      select s.* from search_cleaner s where not ${full} and ${where}
    ) s`,
  };
}

/**
 * The recommended order by threshold. `k_ub` (migration Migration20261128130000_search_top_n)
 * bounds what does not depend on the place or the client: 0.35·rating + 0.2·reliability +
 * 0.2·(the most days available in any 7 in a row)/7. So a candidate's score is at most
 * k_ub + 0.25·location + the best feedback (a like), location being at most 1 (0.5 without a place).
 *
 * 1. The threshold T: exact scores of the first 2·take candidates by k_ub (with the filters,
 *    after the cursor) — with a city, those who serve it (location exactly 1) from
 *    `search_cleaner_city`; T is the take-th best of them. At least `take` candidates score T
 *    or more, so every row of the page does.
 * 2. The candidates: those whose bound reaches T (less 1e-9 for float rounding): the city's
 *    servers by `search_cleaner_city`'s index, the others near the place by the GiST index of
 *    (home, k_ub); without a place, by `search_cleaner_k_ub_idx`. Fewer than `take` in step 1:
 *    no threshold, every candidate.
 */
function recommendedCandidates(
  filters: Filters,
  where: RawBuilder<unknown>,
  take: number,
  cursor: Cursor | null,
  today: string,
): Candidates {
  const place = filters.place;
  const city = place?.cityName ?? null;
  const bestFeedback = filters.clientId ? feedbackAdjustment.like : 0;
  const bestLocation = overallWeights.location * (place ? 1 : 0.5);
  const slack = sql.lit(bestLocation + bestFeedback + 1e-9);
  const after = (overall: RawBuilder<unknown>) =>
    cursor ? sql`and (-${overall}, s.user_id) > (${cursor.k}::float8, ${cursor.id})` : sql``;
  if (place && !city)
    return pointCandidates(filters, place, whereOf(searchConditions(filters, { box: false })), take, after, slack, today);
  // Who serves the city: the place's condition holds for them, the other filters are checked.
  const served = whereOf(searchConditions({ ...filters, place: null }));
  // Each row fetched by its key, in the index's order (offset 0 keeps the join a nested loop).
  const servers = sql`search_cleaner_city c cross join lateral (
      select * from search_cleaner s where s.user_id = c.user_id offset 0) s`;
  const threshold = sql`threshold as materialized (
      select o.overall from ${city ? servers : sql`search_cleaner s`}
      cross join lateral (select ${overallScore} as overall from (select ${rankingColumns(filters, today, sql.lit(city ? 1 : 0.5))}) sc) o
      where ${city ? sql`c.city = ${city} and ${served}` : where}
      ${after(sql`o.overall`)}
      order by ${city ? sql`c.k_ub desc, c.user_id` : sql`s.k_ub desc, s.user_id`}
      limit ${take * 2})`;
  const bound = sql`(select coalesce((select overall from threshold order by overall desc offset ${take - 1} limit 1) - ${slack}, -1000000000))`;
  if (!place || !city) return { ctes: [threshold], from: sql`search_cleaner s where s.k_ub >= ${bound} and ${where}` };
  const point = pointOf(place);
  return {
    ctes: [threshold],
    from: sql`(
      select s.* from ${servers} where c.city = ${city} and c.k_ub >= ${bound} and ${served}
      union all
      select s.* from search_cleaner s
       where s.home_earth is not null and not (s.service_cities @> ${[city]}::text[])
         and cube(${boxAround(point, sql`${place.radiusKm} * 1000`)}, ${bound} * 100000, 1000000000) @> cube(s.home_earth, s.k_ub * 100000)
         and ${reachesBound(point, bound)} and ${where}
    ) s`,
  };
}

/**
 * For a row whose home the index found near the place (and that does not serve the city): its
 * bound with the location it can actually have, not the best one the index box allows. The
 * location score is 1 − distance/coverage; the chord (cube_distance) is never longer than the
 * great-circle distance the score uses, so this never exceeds the row's score less what the
 * client's feedback may add, which `bound` already leaves room for. Near homes mostly sit
 * far from the place for their coverage: in Saint-Léonard, 1,080 rows passed the box's bound
 * with the best threshold possible and none passed this one, so they are no longer scored.
 */
function reachesBound(point: RawBuilder<unknown>, bound: RawBuilder<unknown>): RawBuilder<unknown> {
  const location = sql.lit(overallWeights.location);
  return sql`s.k_ub + ${location} * greatest(0, 1 - cube_distance(${point}, s.home_earth) / (1000 * s.coverage_km))
    >= ${bound} + ${location}`;
}

/** How many homes per row of a page the threshold around a point scores at most. */
const nearestPerPage = 8;

/**
 * The recommended order around a point (no city, so nobody's location is given as 1): the same
 * threshold, taken from the candidates among the 8·take homes nearest to (the point, a bound of
 * 1) in the GiST index of (home, k_ub) — k_ub·100000 puts 0.01 of bound at 1 km, about what 1 km weighs in
 * the location score (0.25 over a coverage of some 25 km), so the nearest there score well —
 * then only the candidates in the area whose bound reaches it.
 */
function pointCandidates(
  filters: Filters,
  place: Place,
  where: RawBuilder<unknown>,
  take: number,
  after: (overall: RawBuilder<unknown>) => RawBuilder<unknown>,
  slack: RawBuilder<unknown>,
  today: string,
): Candidates {
  const point = pointOf(place);
  // A fixed number of homes nearest first, then the filters: the walk is bounded whatever the
  // filters (a remote point with few matches would otherwise walk the whole index), and the
  // planner has no box to estimate at a few rows and read whole instead.
  const threshold = sql`threshold as materialized (
      select o.overall from (select s.* from search_cleaner s where s.home_earth is not null
        order by cube(s.home_earth, s.k_ub * 100000) <-> cube(${point}, 100000) limit ${take * nearestPerPage}) s
      cross join lateral (select ${overallScore} as overall from (select ${rankingColumns(filters, today, locationScore(place))}) sc) o
      where ${where} ${after(sql`o.overall`)})`;
  const bound = sql`(select coalesce((select overall from threshold order by overall desc offset ${take - 1} limit 1) - ${slack}, -1000000000))`;
  return {
    ctes: [threshold],
    from: sql`(select s.* from search_cleaner s
       where s.home_earth is not null
         and cube(${boxAround(point, sql`${place.radiusKm} * 1000`)}, ${bound} * 100000, 1000000000) @> cube(s.home_earth, s.k_ub * 100000)
         and ${reachesBound(point, bound)} and ${where}) s`,
  };
}

export interface SearchRow extends PublicCleanerRow {
  user_id: string;
  verification_status: 'pending' | 'verified' | 'unverified' | 'rejected';
  price_from_cents: number | null;
  rating_value: number | null;
  review_count: number | null;
  completion_rate: number | null;
  response_time_minutes: number | null;
  distance_km: number | null;
  s_rating: number;
  s_location: number;
  s_reliability: number;
  s_availability: number;
  overall: number;
  sort_key: number;
}
