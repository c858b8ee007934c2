/**
 * The recommendation scores, in SQL over the `c` (candidate) row so search can sort and paginate on them. Every score is
 * in [0, 1]; docs/recommendations.md explains the choices.
 */
export const scoreColumns = {
  // Bayesian average: three virtual 4-star reviews pull small samples toward the mean.
  rating: '((3 * 4.0 + coalesce(c.rating, 0) * coalesce(c.review_count, 0)) / (3 + coalesce(c.review_count, 0)) - 1) / 4',
  reliability: `0.5 * (case c.verification_status when 'verified' then 1 when 'pending' then 0.6 when 'unverified' then 0.4 else 0 end)
    + 0.5 * coalesce(c.completion_rate, 0.9)`,
  /** `a.days`: the candidate's available days among the next 7 (joined once for all candidates). */
  availability: 'coalesce(a.days, 0) / 7.0',
} as const;

export const overallWeights = { rating: 0.35, location: 0.25, reliability: 0.2, availability: 0.2 } as const;
/** A client's own like lifts a cleaner a little; a dislike lowers them more. */
export const feedbackAdjustment = { like: 0.05, dislike: -0.1 } as const;
