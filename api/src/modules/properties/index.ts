import type { MikroORM } from '@mikro-orm/postgresql';
import type { Gazetteer } from '../places/index.ts';
import { bookableProperties } from './bookable-properties.ts';
import { createClientOnboardingService } from './client-onboarding.ts';
import { propertiesRoutes } from './properties.routes.ts';
import { createPropertiesService } from './properties.service.ts';
import { propertyInUse } from './property-in-use.ts';
import { createSuggestionSigner, databaseSigningKey } from './suggestion-token.ts';

/**
 * Clients' properties and their onboarding. Gives bookings the properties it may book
 * (`bookable`), and the server key stored in the database (`signingKey`) to the areas that sign.
 */
export function propertiesArea({ orm, places }: { orm: MikroORM; places: Gazetteer }) {
  const signingKey = databaseSigningKey(orm);
  const properties = createPropertiesService({
    orm,
    places,
    inUse: (propertyId, em) => propertyInUse(em, propertyId),
    signer: createSuggestionSigner(signingKey),
  });
  const onboarding = createClientOnboardingService({ orm, countProperties: (id) => properties.countActive(id) });
  return {
    properties,
    bookable: bookableProperties(orm),
    signingKey,
    handlers: propertiesRoutes({ properties, onboarding }),
  };
}
