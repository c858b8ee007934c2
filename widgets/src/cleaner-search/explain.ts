import type { CleanerSearchResult } from './query.ts';

export type ScoreKey = 'rating' | 'location' | 'reliability' | 'availability';

/** One line of « why this cleaner »: which score, its value, and the text key (with values) that says why. */
export interface ScoreReason {
  key: ScoreKey | 'feedback';
  /** The score from 0 to 1; for `feedback`, the points it adds or takes (+0.05, −0.10). */
  value: number;
  text: string;
  values?: Record<string, string | number>;
}

/** The client's own like or dislike, as the overall score counts it (docs/recommendations.md). */
export const feedbackPoints = { like: 0.05, dislike: -0.1 } as const;

/**
 * Why a result is recommended, in the order the overall score weighs its parts (rating 35 %,
 * location 25 %, reliability and availability 20 % each), then the client's own like or dislike.
 * Each line follows the API's formulas (docs/recommendations.md): what made that score what it is.
 */
export function reasonsOf(
  result: CleanerSearchResult,
  formatNumber: (value: number, digits: number) => string,
  formatPercent: (value: number) => string,
): ScoreReason[] {
  const { cleaner, scores, distanceKm, verificationStatus } = result;
  const { rating, reviewCount } = cleaner.stats;
  const reasons: ScoreReason[] = [
    rating !== null && reviewCount > 0
      ? {
          key: 'rating',
          value: scores.rating,
          text: 'ratingReviews',
          values: { rating: formatNumber(rating, 1), count: reviewCount },
        }
      : { key: 'rating', value: scores.rating, text: 'ratingNone' },
  ];
  if (scores.location >= 1) reasons.push({ key: 'location', value: scores.location, text: 'locationServes' });
  else if (distanceKm === null) reasons.push({ key: 'location', value: scores.location, text: 'locationNone' });
  else
    reasons.push({
      key: 'location',
      value: scores.location,
      text: 'locationNear',
      values: { distance: formatNumber(distanceKm, distanceKm < 10 ? 1 : 0) },
    });
  // Half the identity check, half the share of bookings carried out (when there are some).
  const identity = verificationStatus === 'verified' ? 'Verified' : verificationStatus === 'pending' ? 'Pending' : 'Unverified';
  const completion = cleaner.stats.completionRate;
  reasons.push(
    completion === null
      ? { key: 'reliability', value: scores.reliability, text: `reliability${identity}` }
      : {
          key: 'reliability',
          value: scores.reliability,
          text: `reliability${identity}Rate`,
          values: { rate: formatPercent(completion) },
        },
  );
  // The days available among the next 7, as the API counted them (availability = days / 7).
  reasons.push({
    key: 'availability',
    value: scores.availability,
    text: 'availability',
    values: { count: Math.round(scores.availability * 7) },
  });
  if (result.yourFeedback === 'like') reasons.push({ key: 'feedback', value: feedbackPoints.like, text: 'liked' });
  if (result.yourFeedback === 'dislike') reasons.push({ key: 'feedback', value: feedbackPoints.dislike, text: 'disliked' });
  return reasons;
}
