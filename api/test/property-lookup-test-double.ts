/**
 * TEST SUPPORT — a stand-in for the properties area, being built in parallel. Bookings read a
 * client's property only through `PropertyLookup`; at merge the lead wires the properties
 * service instead and replaces `addProperty` in the tests with `properties.create` calls.
 */
import { newId } from '../src/lib/ids.ts';
import type { BookableProperty, PropertyLookup } from '../src/modules/bookings/booking-edges.ts';
import type { PropertyType } from '../src/modules/cleaners/cleaners.entities.ts';

/** Coordinates of the municipalities the tests book in (French names, as the gazetteer spells them). */
export const testCities = {
  Montréal: { latitude: 45.5088, longitude: -73.5878 },
  Laval: { latitude: 45.57, longitude: -73.692 },
  Longueuil: { latitude: 45.5312, longitude: -73.5181 },
  Québec: { latitude: 46.8123, longitude: -71.2145 },
  Gatineau: { latitude: 45.4772, longitude: -75.7016 },
} as const;

export interface TestProperties extends PropertyLookup {
  add(clientId: string, property: { type: PropertyType; city: keyof typeof testCities }): BookableProperty;
}

export function createTestProperties(): TestProperties {
  const byId = new Map<string, { clientId: string; property: BookableProperty }>();
  return {
    async findOwned(clientId, propertyId) {
      const found = byId.get(propertyId);
      return found && found.clientId === clientId ? found.property : null;
    },
    add(clientId, { type, city }) {
      const property = { id: newId('prp'), type, city, ...testCities[city] };
      byId.set(property.id, { clientId, property });
      return property;
    },
  };
}
