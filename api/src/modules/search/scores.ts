/**
 * The recommendation scores, each in [0, 1]; docs/recommendations.md explains the choices.
 * Rating and reliability do not depend on the query: `search_cleaner` holds them, refreshed by
 * triggers when reviews, bookings or verification change them (migration
 * Migration20261128000000_search_cleaner, docs/adr/0005-search-precomputed.md):
 * - rating: a Bayesian average, three virtual 4-star reviews pulling small samples toward the mean;
 * - reliability: half the verification (verified 1, pending 0.6, unverified 0.4, rejected 0), half
 *   the completion rate (0.9 until known).
 * Location, availability (which days are "the next 7" changes daily) and feedback depend on the
 * query and are computed per search (search-rank.ts).
 */
export const overallWeights = { rating: 0.35, location: 0.25, reliability: 0.2, availability: 0.2 } as const;
/** A client's own like lifts a cleaner a little; a dislike lowers them more. */
export const feedbackAdjustment = { like: 0.05, dislike: -0.1 } as const;

export interface Scores {
  rating: number;
  location: number;
  reliability: number;
  availability: number;
  feedback: number;
}

/**
 * The weighted sum plus the client's feedback, clamped to [0, 1], added in this order (floats).
 * Numbers, not a Scores object: search computes it for thousands of candidates per page.
 */
export function overallScore(
  rating: number,
  location: number,
  reliability: number,
  availability: number,
  feedback: number,
): number {
  const sum =
    overallWeights.rating * rating +
    overallWeights.location * location +
    overallWeights.reliability * reliability +
    overallWeights.availability * availability +
    feedback;
  return Math.max(0, Math.min(1, sum));
}
