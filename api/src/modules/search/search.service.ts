import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import type { CleanerStats } from '../cleaners/cleaner-dto.ts';
import { statsOfRow } from '../cleaners/cleaner-stats.ts';
import { CleanerProfile, type ICleanerProfile } from '../cleaners/cleaners.entities.ts';
import { feedbackAdjustment, overallWeights, scoreColumns } from './scores.ts';
import { conditions, type Filters, joinConditions, type SortKey } from './search-query.ts';

export interface ScoredRow {
  userId: string;
  verificationStatus: 'pending' | 'verified' | 'unverified' | 'rejected';
  distanceKm: number | null;
  priceFromCents: number | null;
  /** The cleaner's figures from cleaner_stats (rating and review count from the reviews area). */
  stats: CleanerStats;
  scores: { rating: number; location: number; reliability: number; availability: number; overall: number };
}

export interface SearchPage {
  rows: Array<ScoredRow & { user: IUser; profile: ICleanerProfile }>;
  nextCursor: string | null;
}

export interface Cursor {
  k: number;
  id: string;
}

// Every sort becomes "ascending by key, then by id", so one keyset condition serves them all.
const sortKeys: Record<SortKey, string> = {
  recommended: '-overall',
  rating: '-coalesce(rating_value, 0)',
  price: 'coalesce(price_from_cents, 1000000000)',
  distance: 'coalesce(distance_km, 1000000000)',
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
  throw new AppError('validation_failed', 400, {
    // Not a schema rule (the cursor has the right shape): it must be one this API issued.
    errors: [{ pointer: '/query/cursor', code: 'cursor_invalid', message: { fr: 'Curseur invalide', en: 'Invalid cursor' } }],
  });
}

/** The search query for a page: exported so the benchmark can EXPLAIN exactly what runs. */
export function buildSearchSql(filters: Filters, sort: SortKey, limit: number, cursor: Cursor | null, today: string) {
  const where = joinConditions(conditions(filters));
  const place = filters.place;
  const distance = place ? 'round((earth_distance(ll_to_earth(?, ?), c.home_earth) / 1000)::numeric, 1)::float8' : 'null::float8';
  const distanceValues = place ? [place.latitude, place.longitude] : [];
  const location = place
    ? `case when c.service_cities @> array[?]::text[] then 1.0
        when c.home_earth is null then 0.0
        else greatest(0, 1 - (earth_distance(ll_to_earth(?, ?), c.home_earth) / 1000) / c.coverage_km) end`
    : '0.5';
  const locationValues = place ? [place.cityName ?? '', place.latitude, place.longitude] : [];
  // Materialised steps: the filters run once with their indexes, then the scores are computed
  // once per matching cleaner (an inlined CTE would recompute them in the sort).
  const sql = `
    with candidates as materialized (
      select cp.user_id, cp.price_from_cents, cp.service_cities, cp.coverage_km, cp.home_earth,
        coalesce(cv.status, 'unverified') as verification_status, cs.rating, cs.review_count, cs.completion_rate,
        cs.response_time_minutes
      from cleaner_profile cp
      join app_user u on u.id = cp.user_id
      left join cleaner_verification cv on cv.user_id = cp.user_id
      left join cleaner_stats cs on cs.user_id = cp.user_id
      where ${where.sql}
    ), availability as (
      select ad.user_id, count(*) as days from cleaner_available_day ad
      where ad.user_id in (select user_id from candidates) and ad.day between ?::date and ?::date + 6
      group by ad.user_id
    ), scored as materialized (
      select c.user_id, c.verification_status, c.price_from_cents, c.rating::float8 as rating_value,
        c.review_count, c.completion_rate::float8 as completion_rate, c.response_time_minutes,
        ${distance} as distance_km,
        (${scoreColumns.rating})::float8 as s_rating,
        (${location})::float8 as s_location,
        (${scoreColumns.reliability})::float8 as s_reliability,
        (${scoreColumns.availability})::float8 as s_availability,
        coalesce((select case when bool_or(f.type = 'like') then ${feedbackAdjustment.like}
                              when bool_or(f.type = 'dislike') then ${feedbackAdjustment.dislike} else 0 end
                  from cleaner_feedback f where f.client_id = ? and f.cleaner_id = c.user_id), 0)::float8 as s_feedback
      from candidates c
      left join availability a on a.user_id = c.user_id
    ), ranked as (
      select *, greatest(0, least(1, ${overallWeights.rating} * s_rating + ${overallWeights.location} * s_location
        + ${overallWeights.reliability} * s_reliability + ${overallWeights.availability} * s_availability + s_feedback))::float8 as overall
      from scored
    ), keyed as (
      select *, (${sortKeys[sort]})::float8 as sort_key from ranked
    )
    select * from keyed
    ${cursor ? 'where (sort_key, user_id) > (?::float8, ?)' : ''}
    order by sort_key, user_id
    limit ?`;
  const values = [
    ...where.values,
    today,
    today,
    ...distanceValues,
    ...locationValues,
    filters.clientId,
    ...(cursor ? [cursor.k, cursor.id] : []),
    limit + 1,
  ];
  return { sql, values };
}

export interface SearchService {
  search(filters: Filters, sort: SortKey, limit: number, cursor: string | undefined, today: string): Promise<SearchPage>;
  /** How many cleaners match; used to tell which filter to relax. */
  count(filters: Filters): Promise<number>;
}

export function createSearchService({ orm }: { orm: MikroORM }): SearchService {
  return {
    async search(filters, sort, limit, rawCursor, today) {
      const { sql, values } = buildSearchSql(filters, sort, limit, decodeCursor(rawCursor), today);
      const em = orm.em.fork();
      const found = await em.getConnection().execute<Record<string, unknown>[]>(sql, values);
      const pageRows = found.slice(0, limit);
      const ids = pageRows.map((r) => String(r.user_id));
      const [users, profiles] = await Promise.all([
        ids.length ? em.find(User, { id: { $in: ids } }) : [],
        ids.length ? em.find(CleanerProfile, { userId: { $in: ids } }) : [],
      ]);
      const userById = new Map(users.map((u) => [u.id, u]));
      const profileById = new Map(profiles.map((p) => [p.userId, p]));
      const round = (n: unknown) => Math.round(Number(n) * 1000) / 1000;
      const rows = pageRows.flatMap((r) => {
        const user = userById.get(String(r.user_id));
        const profile = profileById.get(String(r.user_id));
        if (!user || !profile) return [];
        return [
          {
            user,
            profile,
            userId: user.id,
            verificationStatus: r.verification_status as ScoredRow['verificationStatus'],
            distanceKm: r.distance_km === null ? null : Number(r.distance_km),
            priceFromCents: r.price_from_cents === null ? null : Number(r.price_from_cents),
            stats: statsOfRow({
              rating: r.rating_value as number | null,
              review_count: r.review_count as number | null,
              completion_rate: r.completion_rate as number | null,
              response_time_minutes: r.response_time_minutes as number | null,
            }),
            scores: {
              rating: round(r.s_rating),
              location: round(r.s_location),
              reliability: round(r.s_reliability),
              availability: round(r.s_availability),
              overall: round(r.overall),
            },
          },
        ];
      });
      const last = pageRows.at(-1);
      return {
        rows,
        nextCursor: found.length > limit && last ? encodeCursor({ k: Number(last.sort_key), id: String(last.user_id) }) : null,
      };
    },

    async count(filters) {
      const where = joinConditions(conditions(filters));
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from cleaner_profile cp
           join app_user u on u.id = cp.user_id
           left join cleaner_verification cv on cv.user_id = cp.user_id
           left join cleaner_stats cs on cs.user_id = cp.user_id
          where ${where.sql}`,
          where.values,
        );
      return rows[0]?.n ?? 0;
    },
  };
}
