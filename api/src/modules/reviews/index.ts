import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsDeps } from './reviews.service.ts';

/** Clients' reviews of completed bookings, cleaners' answers, moderation and the profile averages. */
export function reviewsArea(deps: ReviewsDeps) {
  const reviews = createReviewsService(deps);
  return { reviews, handlers: reviewsRoutes({ reviews }) };
}
