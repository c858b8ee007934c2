// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { searchGiveFeedback } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/search/cleaners`: Find cleaners. */
export function findCleaners(client: PropreClient, query?: Query<'search.findCleaners'>): QueryOptions<'/api/search/cleaners'> {
  return queryFor(client, '/api/search/cleaners', { query });
}

/** `POST /api/cleaners/{cleanerId}/feedback`: Feedback on a cleaner. */
export function giveFeedback(client: PropreClient): MutationOptions<'post', '/api/cleaners/{cleanerId}/feedback'> {
  return mutationFor(client, 'post', '/api/cleaners/{cleanerId}/feedback', searchGiveFeedback);
}

/** `GET /api/admin/cleaner-reports`: Reported cleaners. */
export function listReports(
  client: PropreClient,
  query?: Query<'search.listReports'>,
): QueryOptions<'/api/admin/cleaner-reports'> {
  return queryFor(client, '/api/admin/cleaner-reports', { query });
}
