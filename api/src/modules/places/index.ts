import { createGazetteer } from './gazetteer.ts';
import { placesRoutes } from './places.routes.ts';

/** Quebec's cities and regions, from the bundled gazetteer. */
export function placesArea() {
  const places = createGazetteer();
  return { places, handlers: placesRoutes({ places }) };
}
