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
 * The place's cleaners are read once: each one's failed filters are a bit mask, and a mask of
 * a single bit names a filter whose removal would show that cleaner.
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
  const every = (1 << match.active.length) - 1;
  if (match.active.length > 0) {
    for (const { cleaner } of match.view.members) {
      if (!match.admits(cleaner, false)) continue;
      const failed = match.failures(cleaner);
      // Someone who passes every filter would have been on the page: any filter may go then.
      if (failed === 0) relaxed = every;
      else if ((failed & (failed - 1)) === 0) relaxed |= failed;
      if (relaxed === every) break;
    }
  }
  const relax: Relaxable[] = match.active.filter((_, i) => (relaxed & (1 << i)) !== 0);
  return { nearbyCities, relax };
}
