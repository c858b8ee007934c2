import { type RawBuilder, sql } from 'kysely';

/**
 * The recommendation scores, each in [0, 1]; docs/recommendations.md explains the choices.
 * Rating and reliability do not depend on the query: `search_cleaner` holds them, refreshed by
 * triggers when reviews, bookings or verification change them (migration
 * Migration20261128000000_search_cleaner, docs/adr/0005-search-precomputed.md):
 * - rating: a Bayesian average, three virtual 4-star reviews pulling small samples toward the mean;
 * - reliability: half the verification (verified 1, pending 0.6, unverified 0.4, rejected 0), half
 *   the completion rate (0.9 until known).
 * Location, availability (which days are "the next 7" changes daily) and feedback depend on the
 * query and are computed per search, over the candidate row `s`.
 */
export const overallWeights = { rating: 0.35, location: 0.25, reliability: 0.2, availability: 0.2 } as const;
/** A client's own like lifts a cleaner a little; a dislike lowers them more. */
export const feedbackAdjustment = { like: 0.05, dislike: -0.1 } as const;

/**
 * The candidate's available days among today … today + 6, over 7: in the sorted
 * `available_days`, those up to today + 6 less those up to yesterday (two binary searches).
 */
export function availabilityScore(today: string): RawBuilder<number> {
  return sql<number>`((width_bucket(${today}::date + 6, s.available_days)
    - width_bucket(${today}::date - 1, s.available_days)) / 7.0)::float8`;
}

/** Over the scored row: the weighted sum plus the client's feedback, clamped to [0, 1]. */
export const overallScore: RawBuilder<number> = sql<number>`greatest(0, least(1,
  ${sql.lit(overallWeights.rating)} * s_rating + ${sql.lit(overallWeights.location)} * s_location
  + ${sql.lit(overallWeights.reliability)} * s_reliability + ${sql.lit(overallWeights.availability)} * s_availability
  + s_feedback))::float8`;

/** The client's like or dislike of the candidate, 0 without one (and for visitors). */
export function feedbackScore(clientId: string | null): RawBuilder<number> {
  if (!clientId) return sql<number>`0::float8`;
  return sql<number>`coalesce((select case when bool_or(f.type = 'like') then ${sql.lit(feedbackAdjustment.like)}
      when bool_or(f.type = 'dislike') then ${sql.lit(feedbackAdjustment.dislike)} else 0 end
    from cleaner_feedback f where f.client_id = ${clientId} and f.cleaner_id = s.user_id), 0)::float8`;
}
