// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/admin/mail-outbox`: Sent and pending mail. */
export function listMailOutbox(client: PropreClient, query?: Query<'admin.listMailOutbox'>) {
  return queryFor(client, '/api/admin/mail-outbox', { query });
}

/** `GET /api/admin/dashboard`: Dashboard figures. */
export function getDashboard(client: PropreClient) {
  return queryFor(client, '/api/admin/dashboard');
}

/** `GET /api/admin/health`: System health. */
export function getSystemHealth(client: PropreClient) {
  return queryFor(client, '/api/admin/health');
}

/** `GET /api/admin/users`: Search users. */
export function listUsers(client: PropreClient, query?: Query<'admin.listUsers'>) {
  return queryFor(client, '/api/admin/users', { query });
}

/** `GET /api/admin/users/{userId}`: One user, with activity. */
export function getUser(client: PropreClient, userId: PathParam<'admin.getUser', 'userId'>) {
  return queryFor(client, '/api/admin/users/{userId}', { path: { userId } });
}

/** `POST /api/admin/users/{userId}/suspend`: Suspend a user. */
export function suspendUser(client: PropreClient, userId: PathParam<'admin.suspendUser', 'userId'>) {
  return mutationFor(client, 'post', '/api/admin/users/{userId}/suspend', 'admin.suspendUser', { path: { userId } });
}

/** `POST /api/admin/users/{userId}/reactivate`: Reactivate a suspended user. */
export function reactivateUser(client: PropreClient, userId: PathParam<'admin.reactivateUser', 'userId'>) {
  return mutationFor(client, 'post', '/api/admin/users/{userId}/reactivate', 'admin.reactivateUser', { path: { userId } });
}

/** `GET /api/admin/profile-reviews`: Cleaner profiles awaiting review. */
export function listProfileReviews(client: PropreClient) {
  return queryFor(client, '/api/admin/profile-reviews');
}

/** `GET /api/admin/marketing/newsletter-subscribers.csv`: Newsletter subscribers as CSV. */
export function exportNewsletterSubscribers(client: PropreClient, query?: Query<'admin.exportNewsletterSubscribers'>) {
  return queryFor(client, '/api/admin/marketing/newsletter-subscribers.csv', { query }, 'text');
}

/** `GET /api/admin/marketing/discount-codes`: Discount codes handed out. */
export function listDiscountCodes(client: PropreClient, query?: Query<'admin.listDiscountCodes'>) {
  return queryFor(client, '/api/admin/marketing/discount-codes', { query });
}

/** `GET /api/admin/cleaners/{cleanerId}/analytics`: One cleaner's analytics. */
export function getCleanerAnalytics(client: PropreClient, cleanerId: PathParam<'admin.getCleanerAnalytics', 'cleanerId'>) {
  return queryFor(client, '/api/admin/cleaners/{cleanerId}/analytics', { path: { cleanerId } });
}
