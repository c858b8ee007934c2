import { describe, expect, it } from 'vitest';
import type { IndexedCleaner } from './indexed-cleaner.ts';
import {
  type ChangedCleaner,
  createPlaceView,
  type Order,
  type PlaceMember,
  type PlaceRule,
  type PlaceView,
} from './place-view.ts';

/**
 * A kept place is updated in place when cleaners change (search-index.ts): after any series of
 * changes its members and every order must be exactly what a place built afresh would hold.
 */
function cleaner(id: string, price: number, city: string, signature: number): IndexedCleaner {
  return {
    id,
    gender: 1,
    priceFromCents: price,
    yearsOfExperience: null,
    services: 1,
    serviceCities: [city],
    pets: 0,
    ecoCertified: false,
    coverageKm: 10,
    home: null,
    verificationStatus: 'pending',
    rating: null,
    sRating: 0.5,
    sReliability: 0.5,
    days: new Int32Array(0),
    daysFrom: 0,
    daysTo: 0,
    signature,
    // The model's rank of the id (search-index.ts): ids here are c000…c329.
    idRank: Number(id.slice(1)),
  };
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const rule = (everyone: Map<string, IndexedCleaner>): PlaceRule => ({
  memberOf: (c) => (c.serviceCities.includes('Laval') ? { cleaner: c, metres: null, location: 1 } : null),
  candidates: (visit) => {
    for (const c of everyone.values()) visit(c);
  },
});

/** An order as "id key signature" lines. */
const linesOf = (view: PlaceView, order: Order) =>
  Array.from(order.positions, (slot, i) => `${view.cleanerAt(slot)?.id} ${order.keys[i]} ${view.signatures[slot]}`);

describe('a kept place', () => {
  it('holds after each batch of changes what a place built afresh holds', () => {
    const next = random(7);
    const everyone = new Map<string, IndexedCleaner>();
    const draw = (id: string) =>
      cleaner(id, 2000 + Math.floor(next() * 20) * 100, next() < 0.6 ? 'Laval' : 'Gatineau', Math.floor(next() * 8));
    for (let i = 0; i < 300; i += 1) {
      const id = `c${String(i).padStart(3, '0')}`;
      everyone.set(id, draw(id));
    }
    const byPrice = (m: PlaceMember) => m.cleaner.priceFromCents ?? 0;
    const byName = (m: PlaceMember) => -m.cleaner.id.charCodeAt(3);
    const kept = createPlaceView(rule(everyone));
    kept.ordered('price', byPrice);
    kept.ordered('name', byName);
    for (let batch = 0; batch < 40; batch += 1) {
      const changes: ChangedCleaner[] = [];
      const count = 1 + Math.floor(next() * 30);
      for (let n = 0; n < count; n += 1) {
        const id = `c${String(Math.floor(next() * 330)).padStart(3, '0')}`;
        // Some leave the index, some join it (ids past 299 are new), the rest change price, city or words.
        const cleaner = next() < 0.2 ? null : draw(id);
        if (cleaner) everyone.set(id, cleaner);
        else everyone.delete(id);
        changes.push({ id, cleaner });
      }
      kept.update(changes);
      const fresh = createPlaceView(rule(everyone));
      expect(kept.size).toBe(fresh.size);
      for (const [name, keyOf] of [
        ['price', byPrice],
        ['name', byName],
      ] as const) {
        expect(linesOf(kept, kept.ordered(name, keyOf)), `batch ${batch}, ${name}`).toEqual(
          linesOf(fresh, fresh.ordered(name, keyOf)),
        );
        // By key, then by id: as a plain sort of the members puts them.
        const byKeyThenId = [...everyone.values()]
          .filter((c) => c.serviceCities.includes('Laval'))
          .map((c) => ({ id: c.id, key: keyOf({ cleaner: c, metres: null, location: 1 }) }))
          .sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : 1));
        expect(
          Array.from(fresh.ordered(name, keyOf).positions, (slot) => fresh.cleanerAt(slot)?.id),
          `batch ${batch}, ${name}`,
        ).toEqual(byKeyThenId.map((c) => c.id));
      }
    }
  });
});
