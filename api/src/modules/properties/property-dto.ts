import type { components } from '@propre/openapi/types';
import type { IProperty } from './properties.entities.ts';

export type PropertyDto = components['schemas']['Property'];

export interface PropertyDtoOptions {
  /**
   * Show the Wi-Fi name and password and the access instructions: true for the owner; for a
   * cleaner, only with a confirmed booking at the property (the bookings area decides).
   */
  revealAccess: boolean;
}

/** A property as the contract's `Property`; the access details are null unless revealed. */
export function toPropertyDto(property: IProperty, { revealAccess }: PropertyDtoOptions): PropertyDto {
  return {
    id: property.id,
    name: property.name,
    type: property.type,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    stories: property.stories,
    squareFeet: property.squareFeet ?? null,
    parking: property.parking ?? null,
    wifiName: revealAccess ? (property.wifiName ?? null) : null,
    wifiPassword: revealAccess ? (property.wifiPassword ?? null) : null,
    suppliesLocation: property.suppliesLocation ?? null,
    accessInstructions: revealAccess ? (property.accessInstructions ?? null) : null,
    trashLocation: property.trashLocation ?? null,
    roomsToAvoid: property.roomsToAvoid ?? null,
    notes: property.notes ?? null,
    accessRevealed: revealAccess,
    address: {
      streetAddress: property.streetAddress,
      city: property.city,
      province: 'QC',
      postalCode: property.postalCode,
      country: 'CA',
    },
    placeId: property.placeId,
    pin:
      property.pinLatitude != null && property.pinLongitude != null
        ? { latitude: property.pinLatitude, longitude: property.pinLongitude }
        : null,
    latitude: property.latitude,
    longitude: property.longitude,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}
