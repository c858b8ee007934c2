import { describe, expect, it } from 'vitest';
import { createIdRanks } from './id-ranks.ts';
import type { IndexedCleaner } from './indexed-cleaner.ts';

/** Only the id and the rank matter here. */
const cleaner = (id: string) => ({ id, idRank: -1 }) as IndexedCleaner;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('id ranks', () => {
  it('rank every cleaner in id order, after a load and after any batch of changes', () => {
    const next = random(3);
    const ranks = createIdRanks();
    const present = new Map<string, IndexedCleaner>();
    const id = () => `usr_${String(Math.floor(next() * 500)).padStart(4, '0')}`;
    // A load reads by id; the batches after it bring changes, departures and returns in any order.
    for (let i = 0; i < 200; i += 1) {
      const c = cleaner(`usr_${String(i * 2).padStart(4, '0')}`);
      ranks.take(c);
      present.set(c.id, c);
    }
    ranks.settle();
    for (let batch = 0; batch < 60; batch += 1) {
      for (let n = 0; n < 1 + Math.floor(next() * 20); n += 1) {
        const which = id();
        if (next() < 0.3) {
          ranks.drop(which);
          present.delete(which);
        } else {
          const c = cleaner(which);
          ranks.take(c);
          present.set(which, c);
        }
      }
      ranks.settle();
      const byId = [...present.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
      const ranked = [...present.values()].sort((a, b) => a.idRank - b.idRank);
      expect(
        ranked.map((c) => c.id),
        `batch ${batch}`,
      ).toEqual(byId.map((c) => c.id));
      expect(new Set(ranked.map((c) => c.idRank)).size).toBe(ranked.length);
      expect(Math.max(...ranked.map((c) => c.idRank))).toBeLessThan(2 ** 31);
    }
  });

  it('keeps the rank of a cleaner who changed', () => {
    const ranks = createIdRanks();
    for (const id of ['a', 'c', 'e']) ranks.take(cleaner(id));
    ranks.settle();
    const changed = cleaner('c');
    ranks.take(changed);
    expect(changed.idRank).toBe(1);
    const between = cleaner('b');
    ranks.take(between);
    ranks.settle();
    expect([between.idRank, changed.idRank]).toEqual([1, 2]);
  });
});
