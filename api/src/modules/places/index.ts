import { createGazetteer } from './gazetteer.ts';
import { placesRoutes } from './places.routes.ts';

export { type Gazetteer, invalidCity, type Place } from './gazetteer.ts';
export { isPlausibleCityName, matchKey, rawWords, words } from './names.ts';

/** Quebec's cities and regions, from the bundled gazetteer. */
export function placesArea() {
  const places = createGazetteer();
  return { places, handlers: placesRoutes({ places }) };
}
