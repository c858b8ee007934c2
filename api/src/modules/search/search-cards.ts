import type { MikroORM } from '@mikro-orm/postgresql';
import { readCards } from './indexed-cleaner.ts';

/**
 * The cards search pages show, as JSON. The model keeps what ranking needs for every cleaner;
 * a card (some 700 bytes and up) is kept only for the cleaners pages showed last: at 100,000
 * cleaners, keeping every card held some 70 MB per API process and made the load at start
 * parse every profile. A page reads the cards it lacks in one statement.
 */
export interface SearchCards {
  /** The cards of these cleaners; a cleaner no longer listed is absent. */
  of(ids: readonly string[]): Promise<Map<string, string>>;
  /** Forgets the cards of these cleaners (every card with null): they changed. */
  forget(ids: readonly string[] | null): void;
}

/** Cards kept at most: the first pages of the busy places, some 15 MB. */
const cardsKept = 20_000;

export function createSearchCards(orm: MikroORM, kept = cardsKept): SearchCards {
  const cards = new Map<string, string>();
  // Bumped by each forget: a card read before a change but answered after it is not kept.
  let generation = 0;
  return {
    async of(ids) {
      const found = new Map<string, string>();
      const missing: string[] = [];
      for (const id of ids) {
        const card = cards.get(id);
        if (card === undefined) missing.push(id);
        else {
          // The most recently shown go last, so the least recently shown go first.
          cards.delete(id);
          cards.set(id, card);
          found.set(id, card);
        }
      }
      if (missing.length === 0) return found;
      const readAt = generation;
      const read = await readCards(orm, missing);
      for (const [id, card] of read) {
        found.set(id, card);
        if (generation === readAt) cards.set(id, card);
      }
      while (cards.size > kept) cards.delete(cards.keys().next().value as string);
      return found;
    },
    forget(ids) {
      generation += 1;
      if (ids === null) cards.clear();
      else for (const id of ids) cards.delete(id);
    },
  };
}
