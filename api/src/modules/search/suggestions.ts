import type { SearchModel } from './search-index.ts';
import { type ModelQuery, matchOf, type Relaxable } from './search-match.ts';

/** What search needs from the places area. */
export interface SearchGazetteer {
  resolveCity(name: string): { name: string; slug: string; latitude: number; longitude: number };
  nearbyCities(name: string, radiusKm: number): Array<{ name: string; slug: string; distanceKm: number }>;
  /** The names of the municipalities of an administrative region (01–17). */
  regionCityNames(regionId: string): string[];
}

/**
 * For an empty result: served cities near the searched one (how many listed cleaners serve
 * each), and the filters worth dropping — those that alone keep someone of the place out.
 * Nobody passes every filter, so a filter is worth dropping when someone passes all the others:
 * one walk per filter, which stops at the first such member and passes over, on the order's
 * words alone, those who lack the bits of the others.
 */
export function suggestionsOf(model: SearchModel, gazetteer: SearchGazetteer, query: ModelQuery) {
  const { filters } = query;
  const near = filters.place?.cityName ? gazetteer.nearbyCities(filters.place.cityName, 60).slice(0, 40) : [];
  const nearbyCities = near
    .map((c) => ({ ...c, distanceKm: Math.round(c.distanceKm * 10) / 10, cleanerCount: model.servers(c.name)?.size ?? 0 }))
    .filter((c) => c.cleanerCount > 0)
    .slice(0, 5);
  const match = matchOf(model, query);
  let relaxed = 0;
  const { view } = match;
  // Any kept order holds every member, and the view their signatures: a member that lacks the
  // bits of the other filters is passed over without being read.
  const order = view.anyOrder();
  const count = order ? order.positions.length : view.slots;
  const { signatures } = view;
  for (let skip = 0; skip < match.active.length; skip += 1) {
    const { need, passes } = match.allBut(skip);
    for (let i = 0; i < count; i += 1) {
      if (order && ((signatures[order.positions[i] as number] as number) & need) !== need) continue;
      const cleaner = view.cleanerAt(order ? (order.positions[i] as number) : i);
      if (!cleaner || (cleaner.signature & need) !== need || !passes(cleaner)) continue;
      relaxed |= 1 << skip;
      break;
    }
  }
  const relax: Relaxable[] = match.active.filter((_, i) => (relaxed & (1 << i)) !== 0);
  return { nearbyCities, relax };
}
