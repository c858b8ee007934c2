/**
 * The recommendation scores, in SQL so search can sort and paginate on them. Every score is
 * in [0, 1]; docs/recommendations.md explains the choices.
 */
export const scoreColumns = {
  // Bayesian average: three virtual 4-star reviews pull small samples toward the mean.
  rating: '((3 * 4.0 + coalesce(cs.rating, 0) * coalesce(cs.review_count, 0)) / (3 + coalesce(cs.review_count, 0)) - 1) / 4',
  reliability: `0.5 * (case coalesce(cv.status, 'unverified') when 'verified' then 1 when 'pending' then 0.6 when 'unverified' then 0.4 else 0 end)
    + 0.5 * coalesce(cs.completion_rate, 0.9)`,
  availability:
    '(select count(*) from cleaner_available_day ad where ad.user_id = cp.user_id and ad.day between ?::date and ?::date + 6) / 7.0',
} as const;

export const overallWeights = { rating: 0.35, location: 0.25, reliability: 0.2, availability: 0.2 } as const;
/** A client's own like lifts a cleaner a little; a dislike lowers them more. */
export const feedbackAdjustment = { like: 0.05, dislike: -0.1 } as const;
