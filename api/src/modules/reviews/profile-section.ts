import { type RawBuilder, sql } from 'kysely';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { PublicReviewDto, ReviewSummary } from './review-dto.ts';
import { toPublicReviewDto } from './review-dto.ts';
import { type IReview, reviewCategories } from './reviews.entities.ts';

/** The reviews part of a public profile: averages per category and the latest three. */
export interface ProfileSection {
  summary: ReviewSummary;
  latest: PublicReviewDto[];
}

/** The two columns `profileSectionColumns` adds to a row. */
export interface ProfileSectionRow {
  review_summary: { count: number } & Record<string, number | null>;
  review_latest: LatestReviewJson[];
}

/** A review as `review_latest` lists it (json: timestamps are ISO text). */
interface LatestReviewJson extends Record<(typeof reviewCategories)[number], number> {
  id: string;
  comment: string;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  client_name: string | null;
  client_deleted: boolean;
  service_type: string | null;
}

// The categories are the entity's own column names, never a caller's text.
const averages = sql.join(reviewCategories.map((c) => sql`${sql.lit(c)}, round(avg(${sql.ref(`r.${c}`)})::numeric, 2)`));
const ratings = sql.join(reviewCategories.map((c) => sql`${sql.lit(c)}, ${sql.ref(`r.${c}`)}`));

/**
 * The reviews part of a public profile as two columns of the statement that reads the profile,
 * over `cleanerId` (an expression of that statement, e.g. `cp.user_id`), so a profile is one
 * round trip: `review_summary` (the count and the average per category of the visible reviews,
 * to two decimals) and `review_latest` (the latest three visible ones, newest first, with their
 * author's name and the booking's service type). Both use the index on visible reviews by cleaner.
 */
export function profileSectionColumns(cleanerId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select json_build_object('count', count(*), ${averages})
      from review r where r.cleaner_id = ${cleanerId} and r.hidden_at is null) as review_summary,
    (select coalesce(json_agg(latest.review order by latest.id desc), '[]') from (
      select r.id, json_build_object('id', r.id, ${ratings}, 'comment', r.comment, 'reply', r.reply,
          'replied_at', r.replied_at, 'created_at', r.created_at, 'client_name', c.full_name,
          'client_deleted', c.deleted_at is not null, 'service_type', b.service_type) as review
        from review r
        left join app_user c on c.id = r.client_id
        left join booking b on b.id = r.booking_id
        where r.cleaner_id = ${cleanerId} and r.hidden_at is null
        order by r.id desc limit 3) latest) as review_latest`;
}

/** The section from the columns of `profileSectionColumns`, by the same rules as the reviews' own pages. */
export function profileSectionOf(row: ProfileSectionRow): ProfileSection {
  const summary = row.review_summary;
  return {
    summary: {
      count: summary.count,
      averages: Object.fromEntries(reviewCategories.map((c) => [c, summary[c] ?? null])) as ReviewSummary['averages'],
    },
    latest: row.review_latest.map((r) => {
      // toPublicReviewDto reads only these fields of the review and its author.
      const review = {
        ...Object.fromEntries(reviewCategories.map((c) => [c, r[c]])),
        id: r.id,
        comment: r.comment,
        reply: r.reply,
        repliedAt: r.replied_at === null ? null : new Date(r.replied_at),
        createdAt: new Date(r.created_at),
      } as IReview;
      const client =
        r.client_name === null
          ? undefined
          : ({ fullName: r.client_name, deletedAt: r.client_deleted ? new Date(0) : null } as IUser);
      return toPublicReviewDto(review, client, r.service_type ?? 'basic');
    }),
  };
}
