// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { adminReactivateUser, adminSuspendUser } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/admin/mail-outbox`: Sent and pending mail. */
export function listMailOutbox(
  client: PropreClient,
  query?: Query<'admin.listMailOutbox'>,
): QueryOptions<'/api/admin/mail-outbox'> {
  return queryFor(client, '/api/admin/mail-outbox', { query });
}

/** `GET /api/admin/dashboard`: Dashboard figures. */
export function getDashboard(client: PropreClient): QueryOptions<'/api/admin/dashboard'> {
  return queryFor(client, '/api/admin/dashboard');
}

/** `GET /api/admin/health`: System health. */
export function getSystemHealth(client: PropreClient): QueryOptions<'/api/admin/health'> {
  return queryFor(client, '/api/admin/health');
}

/** `GET /api/admin/users`: Search users. */
export function listUsers(client: PropreClient, query?: Query<'admin.listUsers'>): QueryOptions<'/api/admin/users'> {
  return queryFor(client, '/api/admin/users', { query });
}

/** `GET /api/admin/users/{userId}`: One user, with activity. */
export function getUser(
  client: PropreClient,
  userId: PathParam<'admin.getUser', 'userId'>,
): QueryOptions<'/api/admin/users/{userId}'> {
  return queryFor(client, '/api/admin/users/{userId}', { path: { userId } });
}

/** `POST /api/admin/users/{userId}/suspend`: Suspend a user. */
export function suspendUser(client: PropreClient): MutationOptions<'post', '/api/admin/users/{userId}/suspend'> {
  return mutationFor(client, 'post', '/api/admin/users/{userId}/suspend', adminSuspendUser);
}

/** `POST /api/admin/users/{userId}/reactivate`: Reactivate a suspended user. */
export function reactivateUser(client: PropreClient): MutationOptions<'post', '/api/admin/users/{userId}/reactivate'> {
  return mutationFor(client, 'post', '/api/admin/users/{userId}/reactivate', adminReactivateUser);
}

/** `GET /api/admin/profile-reviews`: Cleaner profiles awaiting review. */
export function listProfileReviews(client: PropreClient): QueryOptions<'/api/admin/profile-reviews'> {
  return queryFor(client, '/api/admin/profile-reviews');
}

/** `GET /api/admin/marketing/newsletter-subscribers.csv`: Newsletter subscribers as CSV. */
export function exportNewsletterSubscribers(
  client: PropreClient,
  query?: Query<'admin.exportNewsletterSubscribers'>,
): QueryOptions<'/api/admin/marketing/newsletter-subscribers.csv', 'text'> {
  return queryFor(client, '/api/admin/marketing/newsletter-subscribers.csv', { query }, 'text');
}

/** `GET /api/admin/marketing/discount-codes`: Discount codes handed out. */
export function listDiscountCodes(
  client: PropreClient,
  query?: Query<'admin.listDiscountCodes'>,
): QueryOptions<'/api/admin/marketing/discount-codes'> {
  return queryFor(client, '/api/admin/marketing/discount-codes', { query });
}

/** `GET /api/admin/cleaners/{cleanerId}/analytics`: One cleaner's analytics. */
export function getCleanerAnalytics(
  client: PropreClient,
  cleanerId: PathParam<'admin.getCleanerAnalytics', 'cleanerId'>,
): QueryOptions<'/api/admin/cleaners/{cleanerId}/analytics'> {
  return queryFor(client, '/api/admin/cleaners/{cleanerId}/analytics', { path: { cleanerId } });
}
