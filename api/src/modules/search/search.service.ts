import type { MikroORM } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { PublicCleanerDto } from '../cleaners/cleaner-dto.ts';
import { statsOfRow } from '../cleaners/cleaner-stats.ts';
import { type PublicCleanerRow, publicCleanerColumns, publicCleanerOfRow } from '../cleaners/public-cleaner-read.ts';
import { availabilityScore, feedbackScore, overallScore } from './scores.ts';
import { conditions, type Filters, type SortKey, whereOf } from './search-query.ts';

export interface ScoredRow {
  /** The card as the contract shows it (account, profile and cleaner_stats figures). */
  cleaner: PublicCleanerDto;
  verificationStatus: 'pending' | 'verified' | 'unverified' | 'rejected';
  distanceKm: number | null;
  priceFromCents: number | null;
  scores: { rating: number; location: number; reliability: number; availability: number; overall: number };
}

export interface SearchPage {
  rows: ScoredRow[];
  nextCursor: string | null;
}

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

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    // The id goes to the database as text: only an id's characters (never a NUL, which PostgreSQL refuses).
    if (
      typeof value.k === 'number' &&
      Number.isFinite(value.k) &&
      typeof value.id === 'string' &&
      /^[a-z0-9_]{1,64}$/.test(value.id)
    )
      return value;
  } catch {}
  throw commonFail('validation_failed', {
    // Not a schema rule (the cursor has the right shape): it must be one this API issued.
    errors: [{ pointer: '/query/cursor', code: 'cursor_invalid', message: { fr: 'Curseur invalide', en: 'Invalid cursor' } }],
  });
}

/**
 * The search query for a page, over the precomputed `search_cleaner` rows: the filters use its
 * indexes, then only what depends on the query (distance, location, the next 7 days, the
 * client's feedback) is computed per candidate. Exported so the benchmark can EXPLAIN it.
 */
export function searchStatement(filters: Filters, sort: SortKey, limit: number, cursor: Cursor | null, today: string) {
  const place = filters.place;
  const point = place ? sql`ll_to_earth(${place.latitude}, ${place.longitude})` : null;
  const distance = point ? sql`round((earth_distance(${point}, s.home_earth) / 1000)::numeric, 1)::float8` : sql`null::float8`;
  const location = point
    ? sql`case when s.service_cities @> array[${place?.cityName ?? ''}]::text[] then 1.0
        when s.home_earth is null then 0.0
        else greatest(0, 1 - (earth_distance(${point}, s.home_earth) / 1000) / s.coverage_km) end`
    : sql`0.5`;
  // Materialised: the scores are computed once per matching cleaner, not again in the sort.
  return sql<SearchRow>`
    with scored as materialized (
      select s.user_id, s.verification_status, s.price_from_cents, s.rating::float8 as rating_value, s.review_count,
        s.completion_rate::float8 as completion_rate, s.response_time_minutes,
        ${distance} as distance_km,
        s.s_rating, (${location})::float8 as s_location, s.s_reliability,
        ${availabilityScore(today)} as s_availability,
        ${feedbackScore(filters.clientId)} as s_feedback
      from ${candidates(filters, sort, limit, cursor)}
    ), ranked as (
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
 * Price and rating do not depend on the query: their pages walk the precomputed indexes
 * (search_cleaner_price_idx, search_cleaner_rating_idx) with the filters and stop at the page,
 * so only the page's cleaners are scored. The recommended and distance sorts score every
 * cleaner matching the filters (docs/adr/0005-search-precomputed.md says what is left).
 */
function candidates(filters: Filters, sort: SortKey, limit: number, cursor: Cursor | null): RawBuilder<unknown> {
  const where = whereOf(conditions(filters));
  if (sort === 'price') {
    const key = sql`coalesce(s.price_from_cents, 1000000000)`;
    // The cursor's key is a float8; the floor bound lets the index seek, the row comparison is exact.
    const after = cursor
      ? sql`and ${key} >= floor(${cursor.k}::float8) and (${key}::float8, s.user_id) > (${cursor.k}::float8, ${cursor.id})`
      : sql``;
    return sql`(select s.* from search_cleaner s where ${where} ${after} order by ${key}, s.user_id limit ${limit + 1}) s`;
  }
  if (sort === 'rating') {
    const key = sql`(-coalesce(s.rating, 0)::float8)`;
    const after = cursor ? sql`and (${key}, s.user_id) > (${cursor.k}::float8, ${cursor.id})` : sql``;
    return sql`(select s.* from search_cleaner s where ${where} ${after} order by ${key}, s.user_id limit ${limit + 1}) s`;
  }
  return sql`search_cleaner s where ${where}`;
}

interface SearchRow extends PublicCleanerRow {
  user_id: string;
  verification_status: ScoredRow['verificationStatus'];
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

export interface SearchService {
  search(filters: Filters, sort: SortKey, limit: number, cursor: string | undefined, today: string): Promise<SearchPage>;
  /** How many cleaners match; used to tell which filter to relax. */
  count(filters: Filters): Promise<number>;
}

export function createSearchService({ orm }: { orm: MikroORM }): SearchService {
  return {
    async search(filters, sort, limit, rawCursor, today) {
      const em = orm.em.fork();
      const { rows: found } = await searchStatement(filters, sort, limit, decodeCursor(rawCursor), today).execute(em.getKysely());
      const pageRows = found.slice(0, limit);
      const round = (n: number) => Math.round(n * 1000) / 1000;
      const rows = pageRows.map((r) => ({
        cleaner: publicCleanerOfRow(
          r,
          statsOfRow({
            rating: r.rating_value,
            review_count: r.review_count,
            completion_rate: r.completion_rate,
            response_time_minutes: r.response_time_minutes,
          }),
        ),
        verificationStatus: r.verification_status,
        distanceKm: r.distance_km,
        priceFromCents: r.price_from_cents,
        scores: {
          rating: round(r.s_rating),
          location: round(r.s_location),
          reliability: round(r.s_reliability),
          availability: round(r.s_availability),
          overall: round(r.overall),
        },
      }));
      const last = pageRows.at(-1);
      return {
        rows,
        nextCursor: found.length > limit && last ? encodeCursor({ k: last.sort_key, id: last.user_id }) : null,
      };
    },

    async count(filters) {
      const statement = sql<{ n: number }>`select count(*)::int as n from search_cleaner s where ${whereOf(conditions(filters))}`;
      const { rows } = await statement.execute(orm.em.fork().getKysely());
      return rows[0]?.n ?? 0;
    },
  };
}
