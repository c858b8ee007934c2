import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

// City codes (city_not_found, invalid_city, city_not_served, geocoding_error) are the places
// area's: a property's municipality is a place, and one message per code serves every screen.
export const propertyErrors = {
  property_not_found: { status: 404, title: { fr: 'Propriété introuvable', en: 'Property not found' } },
  property_in_use: {
    status: 409,
    title: { fr: 'Propriété utilisée par une réservation', en: 'Property used by a booking' },
  },
  property_limit_reached: {
    status: 409,
    title: { fr: 'Nombre maximal de propriétés atteint', en: 'Property limit reached' },
  },
  pin_too_far: {
    status: 422,
    title: { fr: 'Emplacement trop loin de l’adresse', en: 'Pinned position too far from the address' },
  },
  invalid_address: { status: 422, title: { fr: 'Adresse invalide', en: 'Invalid address' } },
} as const satisfies Record<string, ErrorDefinition>;
