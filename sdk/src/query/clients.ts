// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, queryFor } from './operations.ts';

/** `GET /api/clients/me/onboarding`: My client onboarding progress. */
export function getMyOnboarding(client: PropreClient) {
  return queryFor(client, '/api/clients/me/onboarding');
}

/** `POST /api/clients/me/onboarding/welcome`: Mark the welcome step as seen. */
export function completeWelcome(client: PropreClient) {
  return mutationFor(client, 'post', '/api/clients/me/onboarding/welcome', 'clients.completeWelcome');
}
