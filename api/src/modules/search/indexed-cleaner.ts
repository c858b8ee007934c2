import type { MikroORM } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { queryOf } from '../../db/sql.ts';
import { type PublicCleanerRow, publicCleanerColumns, publicCleanerOfRow, statsOfRow } from '../cleaners/index.ts';
import type { EarthPoint } from './search-geo.ts';
import { experienceRange } from './search-query.ts';

export type VerificationStatus = 'pending' | 'verified' | 'unverified' | 'rejected';

/**
 * Words as bits: search tests service types, pets and gender on thousands of cleaners per page,
 * and a bit test costs a fraction of comparing strings read from PostgreSQL (each its own copy).
 * A bit is given to each word the first time it is seen; at most 31 per kind (the contract's
 * enums have under ten).
 */
export interface Terms {
  /** The bits of `words`, giving new words a bit. */
  maskOf(words: readonly string[]): number;
  /** The bit of a word, 0 if no cleaner ever had it. */
  bitOf(word: string): number;
}

export function createTerms(): Terms {
  const bits = new Map<string, number>();
  return {
    maskOf(words) {
      let mask = 0;
      for (const word of words) {
        let bit = bits.get(word);
        if (bit === undefined) {
          if (bits.size === 31) throw new Error(`more than 31 distinct values among ${[...bits.keys()].join(', ')}, ${word}`);
          bit = 1 << bits.size;
          bits.set(word, bit);
        }
        mask |= bit;
      }
      return mask;
    },
    bitOf: (word) => bits.get(word) ?? 0,
  };
}

/** The words search knows, one vocabulary per kind. */
export interface SearchTerms {
  services: Terms;
  pets: Terms;
  genders: Terms;
}

/** A listed, active cleaner as search reads them: `search_cleaner`'s row and the card it shows. */
export interface IndexedCleaner {
  id: string;
  /** The gender's bit (SearchTerms.genders). */
  gender: number;
  priceFromCents: number | null;
  yearsOfExperience: number | null;
  /** The service types' bits (SearchTerms.services). */
  services: number;
  serviceCities: readonly string[];
  /** The accepted pets' bits (SearchTerms.pets). */
  pets: number;
  ecoCertified: boolean;
  coverageKm: number;
  /** The home as PostgreSQL computed it (`ll_to_earth`), null without one. */
  home: EarthPoint | null;
  verificationStatus: VerificationStatus;
  /** `cleaner_stats.rating` (numeric(3, 2)) as a float8, null without reviews. */
  rating: number | null;
  /** The precomputed rating and reliability scores (`search_cleaner`, its triggers). */
  sRating: number;
  sReliability: number;
  /**
   * Days the cleaner is available on (days since 1970-01-01, business-time's dayNumber), sorted:
   * `days[daysFrom…daysTo)`, in a block shared with other cleaners (Interner.days).
   */
  days: Int32Array;
  daysFrom: number;
  daysTo: number;
  /** The yes/no filters as one word (signatureOf), tested for thousands of cleaners per page. */
  signature: number;
  /**
   * Where the id stands among the model's ids, ascending (search-index.ts keeps it): an order's
   * equal keys go by id, and sorting numbers is native where comparing ids took a call per step.
   */
  idRank: number;
}

interface IndexRow {
  user_id: string;
  gender: string;
  price_from_cents: number | null;
  search_years: number | null;
  search_service_types: string[];
  search_service_cities: string[];
  search_pet_tolerance: string[];
  search_eco: boolean;
  search_coverage_km: number;
  home_x: number | null;
  home_y: number | null;
  home_z: number | null;
  verification_status: VerificationStatus;
  rating_value: number | null;
  s_rating: number;
  s_reliability: number;
  /** Days since 1970-01-01, comma-separated (one string to parse per row, not a date per day). */
  available_days: string;
}

/**
 * The yes/no filters of a cleaner in one 32-bit word, so a page can skip a cleaner with one test
 * on a typed array: service types in bits 0–7, pets 8–13, gender 14–19, eco 20, verified 21,
 * experience level 22–24 (beginner, intermediate, expert). A word past its slot (a ninth service
 * type) is left out, and a query that asks for it tests cleaners the long way.
 */
export const signatureSlots = { services: [0, 8], pets: [8, 6], genders: [14, 6] } as const;
export const signatureBits = { eco: 1 << 20, verified: 1 << 21, experience: [1 << 22, 1 << 23, 1 << 24] } as const;

export function signatureOf(
  masks: { services: number; pets: number; genders: number },
  eco: boolean,
  verified: boolean,
  experienceLevel: number | null,
): number {
  let signature = 0;
  for (const kind of ['services', 'pets', 'genders'] as const) {
    const [shift, width] = signatureSlots[kind];
    signature |= (masks[kind] & ((1 << width) - 1)) << shift;
  }
  if (eco) signature |= signatureBits.eco;
  if (verified) signature |= signatureBits.verified;
  if (experienceLevel !== null) signature |= signatureBits.experience[experienceLevel] as number;
  return signature;
}

/** The experience level (0 beginner, 1 intermediate, 2 expert) of a number of years, by experienceRange. */
function levelOf(years: number | null): number | null {
  if (years === null) return null;
  const level = Object.values(experienceRange).findIndex(([min, max]) => years >= min && years <= max);
  return level < 0 ? null : level;
}

/**
 * Kept once however many rows hold them: the same words come as new strings from the driver in
 * every row, and at 100,000 cleaners most share a handful of lists of cities. During a load the
 * days go in shared blocks, each cleaner holding the block and a span of it (a typed array each
 * cost some 250 bytes beyond its days, a view of a block about 100); a cleaner read after a
 * change gets an array of their own, so a block is freed once its cleaners all changed or the
 * next load replaces them.
 */
export function createInterner() {
  const strings = new Map<string, string>();
  const lists = new Map<string, readonly string[]>();
  const blockSize = 65_536;
  let block: Int32Array | null = new Int32Array(blockSize);
  const noDays = new Int32Array(0);
  let used = 0;
  const one = (value: string) => {
    const kept = strings.get(value);
    if (kept !== undefined) return kept;
    strings.set(value, value);
    return value;
  };
  return {
    one,
    list(values: readonly string[]): readonly string[] {
      const key = values.join('\u0000');
      let kept = lists.get(key);
      if (!kept) {
        kept = Object.freeze(values.map(one));
        lists.set(key, kept);
      }
      return kept;
    },
    /** Days since 1970-01-01 from "n,n,…" (one string per row, not a date string per day). */
    days(text: string): Pick<IndexedCleaner, 'days' | 'daysFrom' | 'daysTo'> {
      if (text === '') return { days: noDays, daysFrom: 0, daysTo: 0 };
      const parts = text.split(',');
      let days: Int32Array;
      let daysFrom = 0;
      if (block && parts.length <= blockSize) {
        if (used + parts.length > blockSize) {
          block = new Int32Array(blockSize);
          used = 0;
        }
        days = block;
        daysFrom = used;
        used += parts.length;
      } else days = new Int32Array(parts.length);
      for (let i = 0; i < parts.length; i += 1) days[daysFrom + i] = Number(parts[i]);
      return { days, daysFrom, daysTo: daysFrom + parts.length };
    },
    /** The load is over: from now on each cleaner's days get their own array. */
    loaded() {
      block = null;
    },
  };
}
export type Interner = ReturnType<typeof createInterner>;

function cleanerOfRow(r: IndexRow, terms: SearchTerms, interner: Interner): IndexedCleaner {
  const gender = terms.genders.maskOf([r.gender]);
  const services = terms.services.maskOf(r.search_service_types);
  const pets = terms.pets.maskOf(r.search_pet_tolerance);
  const { days, daysFrom, daysTo } = interner.days(r.available_days);
  return {
    id: r.user_id,
    gender,
    priceFromCents: r.price_from_cents,
    yearsOfExperience: r.search_years,
    services,
    serviceCities: interner.list(r.search_service_cities),
    pets,
    ecoCertified: r.search_eco,
    coverageKm: r.search_coverage_km,
    home: r.home_x === null || r.home_y === null || r.home_z === null ? null : [r.home_x, r.home_y, r.home_z],
    verificationStatus: interner.one(r.verification_status) as VerificationStatus,
    rating: r.rating_value,
    sRating: r.s_rating,
    sReliability: r.s_reliability,
    days,
    daysFrom,
    daysTo,
    signature: signatureOf(
      { services, pets, genders: gender },
      r.search_eco,
      r.verification_status === 'verified',
      levelOf(r.search_years),
    ),
    // The model ranks the cleaner when it takes them in.
    idRank: 0,
  };
}

/** Rows read per statement: the whole index (100,000 cleaners) is never held twice as rows. */
const batch = 5_000;

/**
 * Gives `take` the search rows of `ids` (every listed cleaner when null), `batch` at a time:
 * the filter columns as `search_cleaner` holds them (the triggers' copy, not the profile's), the
 * home's coordinates exactly as stored, the figures as the SQL search read them
 * (`rating::float8`). Not the cards: a page reads its own (readCards).
 */
export async function readIndexedCleaners(
  orm: MikroORM,
  terms: SearchTerms,
  interner: Interner,
  ids: readonly string[] | null,
  take: (cleaner: IndexedCleaner) => void,
): Promise<void> {
  const read = async (where: RawBuilder<unknown>) => {
    const rows = await queryOf<IndexRow>(
      orm.em.fork(),
      sql<IndexRow>`
      select s.user_id, s.gender, s.price_from_cents, s.years_of_experience as search_years,
        s.service_types as search_service_types, s.service_cities as search_service_cities,
        s.pet_tolerance as search_pet_tolerance, s.eco_certified as search_eco, s.coverage_km as search_coverage_km,
        cube_ll_coord(s.home_earth, 1) as home_x, cube_ll_coord(s.home_earth, 2) as home_y, cube_ll_coord(s.home_earth, 3) as home_z,
        s.verification_status, s.rating::float8 as rating_value, s.s_rating, s.s_reliability,
        array_to_string(array(select d - date '1970-01-01' from unnest(s.available_days) d), ',') as available_days
      from search_cleaner s
      ${where}`,
    );
    for (const row of rows) take(cleanerOfRow(row, terms, interner));
    return rows;
  };
  if (ids) {
    for (let i = 0; i < ids.length; i += batch) await read(sql`where s.user_id = any(${ids.slice(i, i + batch)}::text[])`);
    return;
  }
  // Keyset pages by id: each statement starts where the last one ended.
  let after = '';
  for (;;) {
    const rows = await read(sql`where s.user_id > ${after} order by s.user_id limit ${batch}`);
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    after = last.user_id;
  }
}

interface CardRow extends PublicCleanerRow {
  user_id: string;
  rating_value: number | null;
  review_count: number | null;
  completion_rate: number | null;
  response_time_minutes: number | null;
}

/**
 * The cards of these listed cleaners as the contract shows them, as JSON, by id (one who is no
 * longer listed is absent): the profile's columns, and the figures as search reads them.
 */
export async function readCards(orm: MikroORM, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryOf<CardRow>(
    orm.em.fork(),
    sql<CardRow>`
    select s.user_id, s.rating::float8 as rating_value, s.review_count, s.completion_rate::float8 as completion_rate,
      s.response_time_minutes, ${publicCleanerColumns}
    from search_cleaner s
    join cleaner_profile cp on cp.user_id = s.user_id
    join app_user u on u.id = s.user_id
    where s.user_id = any(${ids}::text[])`,
  );
  const cards = new Map<string, string>();
  for (const r of rows) {
    const stats = statsOfRow({
      rating: r.rating_value,
      review_count: r.review_count,
      completion_rate: r.completion_rate,
      response_time_minutes: r.response_time_minutes,
    });
    cards.set(r.user_id, JSON.stringify(publicCleanerOfRow(r, stats)));
  }
  return cards;
}

/**
 * The snapshot of a statement run now, and the cleaners changed by transactions that `since`
 * did not see (committed after it, or in progress then): `search_change` rows carry their
 * writer's transaction id, so commit order does not matter. Null `since`: the snapshot only.
 */
export async function readChanges(orm: MikroORM, since: string | null): Promise<{ snapshot: string; changed: string[] }> {
  const [row] = await queryOf<{ snapshot: string; changed: string[] }>(
    orm.em.fork(),
    since === null
      ? sql`select pg_current_snapshot()::text as snapshot, '{}'::text[] as changed`
      : sql`select pg_current_snapshot()::text as snapshot,
          array(select distinct c.user_id from search_change c
                 where c.xid >= pg_snapshot_xmin(${since}::pg_snapshot)
                   and not pg_visible_in_snapshot(c.xid, ${since}::pg_snapshot)) as changed`,
  );
  if (!row) throw new Error('pg_current_snapshot() gave no row');
  return row;
}

/** `ll_to_earth(latitude, longitude)`, computed by PostgreSQL as the homes were. */
export async function readEarthPoint(orm: MikroORM, latitude: number, longitude: number): Promise<EarthPoint> {
  const [row] = await queryOf<{ x: number; y: number; z: number }>(
    orm.em.fork(),
    sql`select cube_ll_coord(p, 1) as x, cube_ll_coord(p, 2) as y, cube_ll_coord(p, 3) as z
          from (select ll_to_earth(${latitude}::float8, ${longitude}::float8) as p) t`,
  );
  if (!row) throw new Error('ll_to_earth gave no row');
  return [row.x, row.y, row.z];
}

/** Forgets changes older than `keepMs`: a reader that has not caught up by then loads everything again. */
export async function pruneChanges(orm: MikroORM, keepMs: number): Promise<void> {
  await queryOf(orm.em.fork(), sql`delete from search_change where at < now() - make_interval(secs => ${keepMs / 1000})`);
}
