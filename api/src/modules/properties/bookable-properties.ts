import { AppError } from '../../plugins/errors/app-error.ts';
import type { PropertyLookup } from '../bookings/booking-edges.ts';
import type { PropertiesService } from './properties.service.ts';

/** The properties area as bookings see it: a client's own, live property, or nothing. */
export function bookableProperties(properties: PropertiesService): PropertyLookup {
  return {
    async findOwned(clientId, propertyId) {
      try {
        const property = await properties.get(clientId, propertyId);
        return {
          id: property.id,
          type: property.type,
          city: property.city,
          latitude: property.latitude,
          longitude: property.longitude,
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'property_not_found') return null;
        throw error;
      }
    },
  };
}
