// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type Query, queryFor } from './operations.ts';

/** `POST /api/analytics/events`: Send analytics events (page views, heartbeats, errors, custom events). */
export function ingestEvents(client: PropreClient) {
  return mutationFor(client, 'post', '/api/analytics/events', 'analytics.ingestEvents');
}

/** `GET /api/admin/analytics/report`: Visits, sign-ups, bookings, conversion and errors per day. */
export function getReport(client: PropreClient, query?: Query<'analytics.getReport'>) {
  return queryFor(client, '/api/admin/analytics/report', { query });
}
