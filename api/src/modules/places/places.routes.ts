import type { components } from '@propre/openapi';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { type Gazetteer, invalidCity, type Place } from './gazetteer.ts';
import { isPlausibleCityName } from './names.ts';
import { placesFail } from './places.errors.ts';

type CityDto = components['schemas']['City'];

export function toCityDto(place: Place, places: Gazetteer): CityDto {
  const region = places.regions().find((r) => r.id === place.regionId);
  if (!region) throw new Error(`unreachable: place ${place.id} has no region ${place.regionId}`);
  return {
    id: place.id,
    slug: place.slug,
    name: place.name,
    nameEn: place.nameEn,
    population: place.population,
    latitude: place.latitude,
    longitude: place.longitude,
    region: { id: region.id, name: region.name, nameEn: region.nameEn },
  };
}

/** A city by slug or GeoNames id first, else by name. */
function lookUp(places: Gazetteer, value: string): Place {
  const place = places.getPlace(value);
  if (place) return place;
  if (/^[0-9]+$/.test(value)) {
    throw placesFail('city_not_found', {
      detail: { fr: `Aucune ville n’a l’identifiant ${value}.`, en: `No city has the id ${value}.` },
    });
  }
  return places.resolveCity(value);
}

/** Quebec's cities and regions from the bundled gazetteer: public, read-only. */
export function placesRoutes({ places }: { places: Gazetteer }) {
  return defineHandlers({
    'places.searchCities': async (request) => {
      const { q, limit } = request.query;
      // The rule for a whole name holds for its start, so "H2X 1Y4" is refused rather than matching nothing.
      if (!isPlausibleCityName(q)) throw invalidCity();
      return { items: places.suggest(q, limit ?? 10).map((p) => toCityDto(p, places)) };
    },
    'places.getCity': async (request) => {
      const place = lookUp(places, request.params.citySlug);
      return toCityDto(place, places);
    },
    'places.listNearbyCities': async (request) => {
      const place = lookUp(places, request.params.citySlug);
      const radiusKm = request.query.radiusKm ?? 25;
      return {
        city: toCityDto(place, places),
        radiusKm,
        items: places.nearby(place, radiusKm).map((n) => ({
          city: toCityDto(n.place, places),
          distanceKm: Math.round(n.distanceKm * 10) / 10,
        })),
      };
    },
    'places.listRegions': async () => {
      return { items: places.regions().map((r) => ({ ...r })) };
    },
    'places.getRegion': async (request) => {
      const found = places.region(request.params.regionId);
      // The contract admits only codes 01–17, and each is a region.
      if (!found) throw new Error(`unreachable: region ${request.params.regionId}`);
      return { region: { ...found.region }, cities: found.places.map((p) => toCityDto(p, places)) };
    },
  });
}
