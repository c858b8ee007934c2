// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { reviewsCreate, reviewsHide, reviewsReply, reviewsRestore } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/bookings/{bookingId}/review`: The review of a booking. */
export function getForBooking(
  client: PropreClient,
  bookingId: PathParam<'reviews.getForBooking', 'bookingId'>,
): QueryOptions<'/api/bookings/{bookingId}/review'> {
  return queryFor(client, '/api/bookings/{bookingId}/review', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/review`: Review a completed booking. */
export function create(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/review'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/review', reviewsCreate);
}

/** `POST /api/reviews/{reviewId}/reply`: Answer a review. */
export function reply(client: PropreClient): MutationOptions<'post', '/api/reviews/{reviewId}/reply'> {
  return mutationFor(client, 'post', '/api/reviews/{reviewId}/reply', reviewsReply);
}

/** `GET /api/reviews/mine`: My reviews. */
export function listMine(client: PropreClient, query?: Query<'reviews.listMine'>): QueryOptions<'/api/reviews/mine'> {
  return queryFor(client, '/api/reviews/mine', { query });
}

/** `GET /api/cleaners/{slug}/reviews`: A cleaner's public reviews. */
export function listForCleaner(
  client: PropreClient,
  slug: PathParam<'reviews.listForCleaner', 'slug'>,
  query?: Query<'reviews.listForCleaner'>,
): QueryOptions<'/api/cleaners/{slug}/reviews'> {
  return queryFor(client, '/api/cleaners/{slug}/reviews', { path: { slug }, query });
}

/** `GET /api/admin/reviews`: Every review, for moderation. */
export function listAll(client: PropreClient, query?: Query<'reviews.listAll'>): QueryOptions<'/api/admin/reviews'> {
  return queryFor(client, '/api/admin/reviews', { query });
}

/** `POST /api/admin/reviews/{reviewId}/hide`: Hide an abusive review. */
export function hide(client: PropreClient): MutationOptions<'post', '/api/admin/reviews/{reviewId}/hide'> {
  return mutationFor(client, 'post', '/api/admin/reviews/{reviewId}/hide', reviewsHide);
}

/** `POST /api/admin/reviews/{reviewId}/restore`: Show a hidden review again. */
export function restore(client: PropreClient): MutationOptions<'post', '/api/admin/reviews/{reviewId}/restore'> {
  return mutationFor(client, 'post', '/api/admin/reviews/{reviewId}/restore', reviewsRestore);
}
