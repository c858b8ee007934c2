import type { IndexedCleaner } from './indexed-cleaner.ts';
import { feedbackAdjustment, overallScore, type Scores } from './scores.ts';
import { roundedKm } from './search-geo.ts';
import type { SearchModel } from './search-index.ts';
import { type ModelQuery, matchOf, weekCounter } from './search-match.ts';
import type { SortKey } from './search-query.ts';

/** Where a page starts: after the row of this sort key and id. */
export interface Cursor {
  k: number;
  id: string;
}

export interface RankedRow {
  cleaner: IndexedCleaner;
  /** Kilometres with one decimal, as the card shows it; null without a place or a home. */
  distanceKm: number | null;
  scores: Scores & { overall: number };
  /** Ascending, then the id: every sort is written this way, so one cursor serves them all. */
  sortKey: number;
}

/** "No value" sorts last: after any price in cents or distance in km. */
const last = 1_000_000_000;

interface Kept {
  cleaner: IndexedCleaner;
  metres: number | null;
  servesCity: boolean;
  sortKey: number;
}

/**
 * One page of a search over the model: every cleaner of the place who passes the filters is
 * keyed (a few thousand for a city at 10,000 cleaners), and the best `limit + 1` after the
 * cursor are kept in order as they come — never the whole list sorted; only those get their
 * scores and card figures. The extra row says whether a next page exists. The rules are the
 * ones the SQL search had (search-ranking.test.ts pins them).
 */
export function rankPage(
  model: SearchModel,
  query: ModelQuery,
  sort: SortKey,
  limit: number,
  cursor: Cursor | null,
  today: string,
): RankedRow[] {
  const { filters, feedback } = query;
  const week = weekCounter(today);
  const hasPlace = filters.place !== null;
  const locationOf = (cleaner: IndexedCleaner, metres: number | null, servesCity: boolean) =>
    !hasPlace ? 0.5 : servesCity ? 1 : metres === null ? 0 : Math.max(0, 1 - metres / 1000 / cleaner.coverageKm);
  const feedbackOf = (cleaner: IndexedCleaner) =>
    feedback.liked.has(cleaner.id) ? feedbackAdjustment.like : feedback.disliked.has(cleaner.id) ? feedbackAdjustment.dislike : 0;
  const overallOf = (cleaner: IndexedCleaner, metres: number | null, servesCity: boolean) =>
    overallScore(
      cleaner.sRating,
      locationOf(cleaner, metres, servesCity),
      cleaner.sReliability,
      week(cleaner) / 7,
      feedbackOf(cleaner),
    );
  const keyOf: (cleaner: IndexedCleaner, metres: number | null, servesCity: boolean) => number =
    sort === 'recommended'
      ? (cleaner, metres, servesCity) => -overallOf(cleaner, metres, servesCity)
      : sort === 'rating'
        ? (cleaner) => -(cleaner.rating ?? 0)
        : sort === 'price'
          ? (cleaner) => cleaner.priceFromCents ?? last
          : (_cleaner, metres) => (metres === null ? last : roundedKm(metres));

  const take = limit + 1;
  const best: Kept[] = [];
  const before = (key: number, id: string, than: { sortKey: number; id: string }) =>
    key < than.sortKey || (key === than.sortKey && id < than.id);
  const after = cursor ? { sortKey: cursor.k, id: cursor.id } : null;
  matchOf(model, query).forEach(true, (cleaner, metres, servesCity) => {
    const key = keyOf(cleaner, metres, servesCity);
    const id = cleaner.id;
    if (after && !before(after.sortKey, after.id, { sortKey: key, id })) return;
    const worst = best[take - 1];
    if (worst && !before(key, id, { sortKey: worst.sortKey, id: worst.cleaner.id })) return;
    // Insertion into the short sorted list, from its end.
    let i = Math.min(best.length, take - 1);
    while (i > 0) {
      const previous = best[i - 1] as Kept;
      if (!before(key, id, { sortKey: previous.sortKey, id: previous.cleaner.id })) break;
      i -= 1;
    }
    best.splice(i, 0, { cleaner, metres, servesCity, sortKey: key });
    if (best.length > take) best.pop();
  });
  return best.map(({ cleaner, metres, servesCity, sortKey }) => {
    const scores: Scores = {
      rating: cleaner.sRating,
      location: locationOf(cleaner, metres, servesCity),
      reliability: cleaner.sReliability,
      availability: week(cleaner) / 7,
      feedback: feedbackOf(cleaner),
    };
    const overall = overallScore(scores.rating, scores.location, scores.reliability, scores.availability, scores.feedback);
    return { cleaner, distanceKm: metres === null ? null : roundedKm(metres), scores: { ...scores, overall }, sortKey };
  });
}
