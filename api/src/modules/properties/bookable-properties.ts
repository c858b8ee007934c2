import type { MikroORM } from '@mikro-orm/postgresql';
import { columnsOf } from '../../plugins/db/named-statements.ts';
import type { BookingSiteDetails, PropertyLookup } from '../bookings/booking-edges.ts';
import { type IProperty, Property } from './properties.entities.ts';

function siteOf(property: IProperty): BookingSiteDetails {
  return {
    address: {
      streetAddress: property.streetAddress,
      city: property.city,
      province: 'QC',
      postalCode: property.postalCode,
      country: 'CA',
    },
    pin:
      property.pinLatitude != null && property.pinLongitude != null
        ? { latitude: property.pinLatitude, longitude: property.pinLongitude }
        : null,
    parking: property.parking ?? null,
    wifiName: property.wifiName ?? null,
    wifiPassword: property.wifiPassword ?? null,
    suppliesLocation: property.suppliesLocation ?? null,
    accessInstructions: property.accessInstructions ?? null,
    trashLocation: property.trashLocation ?? null,
    roomsToAvoid: property.roomsToAvoid ?? null,
    notes: property.notes ?? null,
  };
}

/**
 * The properties area as bookings see it: a client's own, live property to book; and, for a
 * booking already made, where its property is and how to get in (deleted properties included:
 * a soft-deleted property keeps the address its past bookings were made at).
 */
export function bookableProperties(orm: MikroORM): PropertyLookup {
  const owned = `select ${columnsOf(orm.getMetadata().get(Property))} from property
                  where id = $1 and client_id = $2 and deleted_at is null`;
  return {
    owned(em, clientId, propertyId) {
      // Every quote and booking reads this: a plain query mapped onto the entity skips the ORM's
      // query building, which cost more than the query; named, it is planned once per connection.
      return {
        name: 'bookable-property',
        text: owned,
        values: [propertyId, clientId],
        read([row]) {
          const property = row ? em.map(Property, row) : null;
          return property
            ? {
                id: property.id,
                type: property.type,
                city: property.city,
                latitude: property.latitude,
                longitude: property.longitude,
                site: siteOf(property),
              }
            : null;
        },
      };
    },
    async positionOf(em, propertyId) {
      const property = await em.findOneOrFail(Property, { id: propertyId });
      return {
        pin:
          property.pinLatitude != null && property.pinLongitude != null
            ? { latitude: property.pinLatitude, longitude: property.pinLongitude }
            : null,
        municipality: { latitude: property.latitude, longitude: property.longitude },
      };
    },
    async sitesOf(propertyIds) {
      if (propertyIds.length === 0) return new Map();
      const found = await orm.em.fork().find(Property, { id: { $in: [...propertyIds] } });
      return new Map(found.map((p) => [p.id, siteOf(p)]));
    },
  };
}
