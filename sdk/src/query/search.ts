// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/search/cleaners`: Find cleaners. */
export function findCleaners(client: PropreClient, query?: Query<'search.findCleaners'>) {
  return queryFor(client, '/api/search/cleaners', { query });
}

/** `POST /api/cleaners/{cleanerId}/feedback`: Feedback on a cleaner. */
export function giveFeedback(client: PropreClient, cleanerId: PathParam<'search.giveFeedback', 'cleanerId'>) {
  return mutationFor(client, 'post', '/api/cleaners/{cleanerId}/feedback', 'search.giveFeedback', { path: { cleanerId } });
}

/** `GET /api/admin/cleaner-reports`: Reported cleaners. */
export function listReports(client: PropreClient, query?: Query<'search.listReports'>) {
  return queryFor(client, '/api/admin/cleaner-reports', { query });
}
