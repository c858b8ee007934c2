import type { IndexedCleaner } from './indexed-cleaner.ts';

/**
 * Keeps every cleaner's `idRank` (where the id stands among the model's ids, ascending), so
 * that an order's equal keys go by id with a native numeric sort (place-order.ts).
 *
 * A load reads by id, so it only appends; a cleaner listed again with an older id goes in
 * between and the ranks are renumbered once, when the batch is in (`settle`). One who leaves
 * leaves a gap: the ranks stay in order.
 */
export function createIdRanks() {
  const byId: IndexedCleaner[] = [];
  let stale = false;
  const atOrAfter = (id: string) => {
    let low = 0;
    let high = byId.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((byId[mid] as IndexedCleaner).id < id) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return {
    /** Ranks a cleaner, new or changed (a changed one keeps its rank); `settle` after a batch. */
    take(cleaner: IndexedCleaner): void {
      const at = atOrAfter(cleaner.id);
      const there = byId[at];
      if (there?.id === cleaner.id) {
        cleaner.idRank = there.idRank;
        byId[at] = cleaner;
      } else if (at === byId.length) {
        cleaner.idRank = at === 0 ? 0 : (byId[at - 1] as IndexedCleaner).idRank + 1;
        byId.push(cleaner);
      } else {
        byId.splice(at, 0, cleaner);
        stale = true;
      }
    },
    drop(id: string): void {
      const at = atOrAfter(id);
      if (byId[at]?.id === id) byId.splice(at, 1);
    },
    /** Every rank in order again, after cleaners went in between others. */
    settle(): void {
      if (!stale) return;
      for (let i = 0; i < byId.length; i += 1) (byId[i] as IndexedCleaner).idRank = i;
      stale = false;
    },
  };
}
