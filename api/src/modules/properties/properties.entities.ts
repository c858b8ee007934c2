import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entities.ts';
import { propertyTypes } from '../cleaners/cleaners.entities.ts';

/**
 * A client's property. Deleting one only sets `deletedAt`, so the bookings made for it keep
 * their address. Coordinates are the municipality's (the gazetteer's place), not the building's.
 */
export const Property = defineEntity({
  name: 'Property',
  tableName: 'property',
  properties: {
    id: p.string().primary(),
    client: p.manyToOne(User).ref(),
    name: p.string(),
    type: p.enum(propertyTypes),
    bedrooms: p.integer(),
    /** In halves: 1.5 is a full bathroom and a powder room. */
    bathrooms: p.double().runtimeType('number').$type<number>(),
    stories: p.integer(),
    squareFeet: p.integer().nullable(),
    parking: p.text().nullable(),
    /** Sensitive, like accessInstructions: shown to the owner, and to a cleaner only with a confirmed booking. */
    wifiName: p.string().nullable(),
    wifiPassword: p.string().nullable(),
    suppliesLocation: p.text().nullable(),
    accessInstructions: p.text().nullable(),
    trashLocation: p.text().nullable(),
    roomsToAvoid: p.text().nullable(),
    notes: p.text().nullable(),
    streetAddress: p.string(),
    /** The gazetteer's French name of the municipality, as it was when the address was chosen. */
    city: p.string(),
    /** The gazetteer's (GeoNames) id of the municipality. */
    placeId: p.string(),
    province: p.string(),
    postalCode: p.string(),
    country: p.string(),
    latitude: p.double().runtimeType('number').$type<number>(),
    longitude: p.double().runtimeType('number').$type<number>(),
    /** The building itself, pinned by the client; punch-in and punch-out are checked against it. */
    pinLatitude: p.double().runtimeType('number').$type<number>().nullable(),
    pinLongitude: p.double().runtimeType('number').$type<number>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
});
export type IProperty = InferEntity<typeof Property>;

/** What a client has done of the onboarding that is not derived from other data. */
export const ClientOnboarding = defineEntity({
  name: 'ClientOnboarding',
  tableName: 'client_onboarding',
  properties: {
    userId: p.string().primary(),
    welcomeSeenAt: p.datetime(),
  },
});
export type IClientOnboarding = InferEntity<typeof ClientOnboarding>;
