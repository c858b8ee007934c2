import { type RawBuilder, sql } from 'kysely';
import { kyselyOf, query, type SqlScope } from '../../db/sql.ts';
import { createTurnBatch } from '../../lib/turn-batch.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { type CleanerStats, type PublicCleanerDto, toPublicCleaner } from './cleaner-dto.ts';
import { statsOfRow } from './cleaner-stats.ts';
import type { ICleanerProfile } from './cleaners.entities.ts';
import { type IGalleryPhoto, toGalleryDto } from './gallery.ts';

/**
 * The columns a public cleaner card or page shows, over `cleaner_profile cp` joined to
 * `app_user u`: read in the statement that finds the cleaners, so no entity is loaded for a
 * read-only page (search results, the public profile).
 */
export const publicCleanerColumns: RawBuilder<unknown> = sql`u.id, u.full_name, u.avatar_key, u.created_at,
  cp.slug, cp.bio, cp.payment_method, cp.hourly_rate_cents, cp.fixed_rates, cp.years_of_experience, cp.skills,
  cp.languages, cp.education, cp.certificates, cp.service_types, cp.service_cities, cp.pet_tolerance, cp.coverage_km,
  cp.equipment, cp.eco_certified, cp.gst_number, cp.qst_number`;

export interface PublicCleanerRow {
  id: string;
  full_name: string;
  avatar_key: string | null;
  created_at: Date | string;
  slug: string;
  bio: string | null;
  payment_method: ICleanerProfile['paymentMethod'];
  hourly_rate_cents: number | null;
  fixed_rates: ICleanerProfile['fixedRates'];
  years_of_experience: number | null;
  skills: string[];
  languages: string[];
  education: string | null;
  certificates: string[];
  service_types: string[];
  service_cities: string[];
  pet_tolerance: string[];
  coverage_km: number;
  equipment: string[];
  eco_certified: boolean;
  gst_number: string | null;
  qst_number: string | null;
}

/** The contract's public cleaner from a row of `publicCleanerColumns`, by the same rules as from entities. */
export function publicCleanerOfRow(
  row: PublicCleanerRow,
  stats: CleanerStats,
  gallery?: PublicCleanerDto['gallery'],
): PublicCleanerDto {
  // toPublicCleaner reads only these fields of the account and the profile.
  const user = {
    id: row.id,
    fullName: row.full_name,
    avatarKey: row.avatar_key,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  } as IUser;
  const profile = {
    slug: row.slug,
    bio: row.bio,
    paymentMethod: row.payment_method,
    hourlyRateCents: row.hourly_rate_cents,
    fixedRates: row.fixed_rates,
    yearsOfExperience: row.years_of_experience,
    skills: row.skills,
    languages: row.languages,
    education: row.education,
    certificates: row.certificates,
    serviceTypes: row.service_types,
    serviceCities: row.service_cities,
    petTolerance: row.pet_tolerance,
    coverageKm: row.coverage_km,
    equipment: row.equipment,
    ecoCertified: row.eco_certified,
    gstNumber: row.gst_number,
    qstNumber: row.qst_number,
  } as ICleanerProfile;
  return toPublicCleaner(user, profile, stats, gallery);
}

interface PublicProfileRow extends PublicCleanerRow {
  rating: string | null;
  review_count: number | null;
  completion_rate: string | null;
  response_time_minutes: number | null;
  verification_status: PublicProfile['verificationStatus'];
  photos: Pick<IGalleryPhoto, 'id' | 'caption' | 'category'>[];
}

/** What the public profile page shows, as one statement read it. */
export interface PublicProfile {
  cleaner: PublicCleanerDto;
  verificationStatus: 'pending' | 'verified' | 'unverified' | 'rejected';
  reviews: NonNullable<PublicCleanerDto['reviews']>;
}

/** The reviews part of a public profile, read in the profile's own statement; the reviews area provides it. */
export interface ProfileReviews {
  /** Select-list columns of the reviews part, over `cleanerId`, an expression of the profile's statement. */
  columns(cleanerId: RawBuilder<unknown>): RawBuilder<unknown>;
  /** The reviews part from the row those columns gave. */
  sectionOf(row: object): NonNullable<PublicCleanerDto['reviews']>;
}

/** Slugs read together at most: one statement, one round trip, for up to this many profiles. */
const batchLimit = 64;
/**
 * Profile statements waiting for PostgreSQL at once, per scope. While one is out, new reads wait
 * and go together in the next: a saturated instance already read many requests per turn, but two
 * instances on the same cores each had idle turns of about one request, and paid a statement per
 * profile (PostgreSQL's CPU per profile ×6.6, bench two-instances). A read waits at most one round
 * trip; an idle server still sends each read at once. One measured better than two, with one
 * instance and with two (bench/results.md, two-instances).
 */
const statementsInFlight = 1;

/**
 * Reads a listed cleaner's public page by slug, in one statement (one round trip, prepared once
 * per connection): the account, the profile, the figures of cleaner_stats, the verification,
 * the gallery and, through `reviews`, the averages and latest reviews.
 *
 * The reads asked for in the same turn of the event loop, or while the previous statement is out,
 * go to the database together, as one statement over all their slugs (`cp.slug = any($1)`), and
 * each caller gets its own row: under load the round trip (the write to PostgreSQL was over a
 * third of the API's CPU per profile, and waking a backend for each read the larger part of
 * PostgreSQL's) is paid once for many profiles. Nothing is kept: a read asked for after the
 * statement went out waits for the next one.
 */
export function publicProfileReader(reviews: ProfileReviews) {
  const statementFor = (slugs: string[]) =>
    sql<PublicProfileRow>`
    select ${publicCleanerColumns}, cs.rating::text as rating, cs.review_count, cs.completion_rate::text as completion_rate,
      cs.response_time_minutes, coalesce(cv.status, 'unverified') as verification_status,
      coalesce((select json_agg(json_build_object('id', g.id, 'caption', g.caption, 'category', g.category) order by g.id)
        from cleaner_gallery_photo g where g.user_id = cp.user_id), '[]') as photos,
      ${reviews.columns(sql.ref('cp.user_id'))}
    from cleaner_profile cp
    join app_user u on u.id = cp.user_id
    left join cleaner_stats cs on cs.user_id = cp.user_id
    left join cleaner_verification cv on cv.user_id = cp.user_id
    where cp.slug = any(${slugs}::text[]) and cp.listed and u.role = 'cleaner' and u.deleted_at is null and u.suspended_at is null`;
  // Only the slugs ($1) change from one call to the next: the text is compiled on the first call
  // and reused, as the same string, rather than rebuilt from its parts on every request.
  let text: string | undefined;
  const profileOf = (row: PublicProfileRow): PublicProfile => {
    const gallery = row.photos.map(toGalleryDto);
    return {
      cleaner: publicCleanerOfRow(row, statsOfRow(row), gallery),
      verificationStatus: row.verification_status,
      reviews: reviews.sectionOf(row),
    };
  };
  const readBatch = async (scope: SqlScope, slugs: string[]): Promise<Array<PromiseSettledResult<PublicProfile | null>>> => {
    const distinct = [...new Set(slugs)];
    text ??= statementFor(distinct).compile(kyselyOf(scope)).sql;
    const rows = await query<PublicProfileRow>(scope, text, [distinct]);
    const found = new Map(rows.map((row) => [row.slug, row]));
    // Each caller gets its own object, even for the same slug: a handler may add to what it was given.
    return slugs.map((slug) => {
      const row = found.get(slug);
      return { status: 'fulfilled', value: row ? profileOf(row) : null };
    });
  };
  // One batcher per scope: a transaction's reads stay on its own connection.
  const batchers = new WeakMap<SqlScope, (slug: string) => Promise<PublicProfile | null>>();
  return (scope: SqlScope, slug: string): Promise<PublicProfile | null> => {
    let read = batchers.get(scope);
    if (!read) {
      read = createTurnBatch((slugs: string[]) => readBatch(scope, slugs), { max: batchLimit, maxInFlight: statementsInFlight });
      batchers.set(scope, read);
    }
    return read(slug);
  };
}
