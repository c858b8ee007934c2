import type { MikroORM } from '@mikro-orm/postgresql';
import { queryOne } from '../../db/sql.ts';
import type { BookingSiteDetails, PropertyLookup } from '../bookings/index.ts';
import { type IProperty, Property } from './properties.entities.ts';

/** What a booking shows of its property's address and access. */
type SiteColumns = Pick<
  IProperty,
  | 'streetAddress'
  | 'city'
  | 'postalCode'
  | 'pinLatitude'
  | 'pinLongitude'
  | 'parking'
  | 'wifiName'
  | 'wifiPassword'
  | 'suppliesLocation'
  | 'accessInstructions'
  | 'trashLocation'
  | 'roomsToAvoid'
  | 'notes'
>;

function siteOf(property: SiteColumns): BookingSiteDetails {
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
  // The columns booking needs, named as the entity's properties: read as a plain object, since
  // mapping the row onto an entity (identity map, snapshot) cost more than the query.
  const owned = `select id, type, city, latitude, longitude, street_address as "streetAddress", postal_code as "postalCode",
                        pin_latitude as "pinLatitude", pin_longitude as "pinLongitude", parking, wifi_name as "wifiName",
                        wifi_password as "wifiPassword", supplies_location as "suppliesLocation",
                        access_instructions as "accessInstructions", trash_location as "trashLocation",
                        rooms_to_avoid as "roomsToAvoid", notes
                   from property where id = $1 and client_id = $2 and deleted_at is null`;
  return {
    async owned(em, clientId, propertyId) {
      const row = await queryOne(em, owned, [propertyId, clientId]);
      if (!row) return null;
      // double precision may arrive as text from the embedded database's driver
      const number = (value: unknown) => (value == null ? null : Number(value));
      const property = {
        ...row,
        latitude: number(row.latitude),
        longitude: number(row.longitude),
        pinLatitude: number(row.pinLatitude),
        pinLongitude: number(row.pinLongitude),
      } as unknown as SiteColumns & Pick<IProperty, 'id' | 'type' | 'latitude' | 'longitude'>;
      return {
        id: property.id,
        type: property.type,
        city: property.city,
        latitude: property.latitude,
        longitude: property.longitude,
        site: siteOf(property),
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
