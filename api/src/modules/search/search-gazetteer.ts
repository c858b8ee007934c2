import type { Gazetteer } from '../places/index.ts';
import type { SearchGazetteer } from './suggestions.ts';

/** Search's view of the places area: cities named in a query are fields, so unknown ones are 422. */
export function searchGazetteer(places: Gazetteer): SearchGazetteer {
  return {
    resolveCity: (name) => places.resolveCity(name, { status: 422 }),
    nearbyCities(name, radiusKm) {
      const from = places.findCity(name);
      if (!from) return [];
      return places.nearby(from, radiusKm).map((n) => ({ name: n.place.name, slug: n.place.slug, distanceKm: n.distanceKm }));
    },
    regionCityNames: (regionId) => places.region(regionId)?.places.map((p) => p.name) ?? [],
  };
}
