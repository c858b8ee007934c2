import { type ErrorDefinition, errorsWithStatusOf } from '../../plugins/errors/app-error.ts';

export const placeErrors = {
  // 404 when the city is the resource asked for; the gazetteer's resolveCity(name, { status: 422 })
  // answers the same code at 422 when a request body names a city we do not know.
  city_not_found: { status: 404, title: { fr: 'Ville introuvable', en: 'City not found' } },
  invalid_city: { status: 422, title: { fr: 'Ville invalide', en: 'Invalid city' } },
  // For the areas that match cleaners to places (search, properties): a known city no cleaner serves.
  city_not_served: { status: 422, title: { fr: 'Ville non desservie', en: 'City not served' } },
  // Reserved for an external geocoder; the bundled gazetteer never geocodes.
  geocoding_error: { status: 502, title: { fr: 'Erreur de géocodage', en: 'Geocoding error' } },
} as const satisfies Record<string, ErrorDefinition>;

export type PlaceErrorCode = keyof typeof placeErrors;

/** An AppError with a code of this area; `status` overrides the catalogue's (city_not_found at 422). */
export const placesFail = errorsWithStatusOf(placeErrors);
