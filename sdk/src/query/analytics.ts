// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { analyticsIngestEvents } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `POST /api/analytics/events`: Send analytics events (page views, heartbeats, errors, custom events). */
export function ingestEvents(client: PropreClient): MutationOptions<'post', '/api/analytics/events'> {
  return mutationFor(client, 'post', '/api/analytics/events', analyticsIngestEvents);
}

/** `GET /api/admin/analytics/report`: Visits, sign-ups, bookings, conversion and errors per day. */
export function getReport(
  client: PropreClient,
  query?: Query<'analytics.getReport'>,
): QueryOptions<'/api/admin/analytics/report'> {
  return queryFor(client, '/api/admin/analytics/report', { query });
}
