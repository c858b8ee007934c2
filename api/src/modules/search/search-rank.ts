import type { IndexedCleaner } from './indexed-cleaner.ts';
import { firstAfter, type Order, type PlaceMember } from './place-view.ts';
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
  member: PlaceMember;
  sortKey: number;
}

const before = (key: number, id: string, than: Kept) =>
  key < than.sortKey || (key === than.sortKey && id < than.member.cleaner.id);

/**
 * One page of a search over the model. The place's members come in the sort's order, worked
 * out before any filter (place-view.ts); the page walks it from the cursor and keeps the first
 * `limit + 1` who pass the filters — the extra row says whether a next page exists. A client's
 * like or dislike moves a cleaner in the recommended order: then the walk goes on until no
 * later member, even liked, could still make the page. The rules are the ones the SQL search
 * had (search-ranking.test.ts pins them).
 */
export function rankPage(
  model: SearchModel,
  query: ModelQuery,
  sort: SortKey,
  limit: number,
  cursor: Cursor | null,
  today: string,
): RankedRow[] {
  const { feedback } = query;
  const match = matchOf(model, query);
  const week = weekCounter(today);
  const feedbackOf = (cleaner: IndexedCleaner) =>
    feedback.liked.has(cleaner.id) ? feedbackAdjustment.like : feedback.disliked.has(cleaner.id) ? feedbackAdjustment.dislike : 0;
  const overallOf = (member: PlaceMember, adjustment: number) =>
    overallScore(member.cleaner.sRating, member.location, member.cleaner.sReliability, week(member.cleaner) / 7, adjustment);

  const moved = sort === 'recommended' && (feedback.liked.size > 0 || feedback.disliked.size > 0);
  const { view } = match;
  const order: Order =
    sort === 'recommended'
      ? view.ordered(`recommended|${today}`, (m) => -overallOf(m, 0))
      : sort === 'rating'
        ? view.ordered('rating', (m) => -(m.cleaner.rating ?? 0))
        : sort === 'price'
          ? view.ordered('price', (m) => m.cleaner.priceFromCents ?? last)
          : view.ordered('distance', (m) => (m.metres === null ? last : roundedKm(m.metres)));
  // How much sooner than its place in the order a member can come: a like lifts the score by at most that much.
  const lift = moved && feedback.liked.size > 0 ? feedbackAdjustment.like + 1e-9 : 0;

  const take = limit + 1;
  const best: Kept[] = [];
  // Without feedback every key is the order's own: the cursor's place is found by bisection.
  const start = cursor && !moved ? firstAfter(view, order, cursor.k, cursor.id) : 0;
  const need = match.need;
  const { signatures } = view;
  for (let i = start; i < order.keys.length; i += 1) {
    const orderKey = order.keys[i] as number;
    const worst = best[take - 1];
    if (worst && orderKey - lift > worst.sortKey) break;
    // Most members fail a yes/no filter: one test on the place's words, the member untouched.
    if (need !== null && ((signatures[order.positions[i] as number] as number) & need) !== need) continue;
    const member = view.memberAt(order.positions[i] as number) as PlaceMember;
    const { cleaner } = member;
    if (!match.admits(cleaner, true)) continue;
    const key = moved ? -overallOf(member, feedbackOf(cleaner)) : orderKey;
    if (moved && cursor && !(key > cursor.k || (key === cursor.k && cleaner.id > cursor.id))) continue;
    if (worst && !before(key, cleaner.id, worst)) continue;
    // Insertion into the short sorted list, from its end (in order already unless feedback moved someone).
    let at = Math.min(best.length, take - 1);
    while (at > 0 && before(key, cleaner.id, best[at - 1] as Kept)) at -= 1;
    best.splice(at, 0, { member, sortKey: key });
    if (best.length > take) best.pop();
  }
  return best.map(({ member, sortKey }) => {
    const { cleaner, metres, location } = member;
    const scores: Scores = {
      rating: cleaner.sRating,
      location,
      reliability: cleaner.sReliability,
      availability: week(cleaner) / 7,
      feedback: feedbackOf(cleaner),
    };
    const overall = overallScore(scores.rating, scores.location, scores.reliability, scores.availability, scores.feedback);
    return { cleaner, distanceKm: metres === null ? null : roundedKm(metres), scores: { ...scores, overall }, sortKey };
  });
}
