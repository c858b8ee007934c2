// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { clientsCompleteWelcome } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/clients/me/onboarding`: My client onboarding progress. */
export function getMyOnboarding(client: PropreClient): QueryOptions<'/api/clients/me/onboarding'> {
  return queryFor(client, '/api/clients/me/onboarding');
}

/** `POST /api/clients/me/onboarding/welcome`: Mark the welcome step as seen. */
export function completeWelcome(client: PropreClient): MutationOptions<'post', '/api/clients/me/onboarding/welcome'> {
  return mutationFor(client, 'post', '/api/clients/me/onboarding/welcome', clientsCompleteWelcome);
}
