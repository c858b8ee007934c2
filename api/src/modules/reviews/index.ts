import { profileSectionColumns, profileSectionOf } from './profile-section.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsDeps } from './reviews.service.ts';

/** Clients' reviews of completed bookings, cleaners' answers, moderation and the profile averages. */
export function reviewsArea(deps: ReviewsDeps) {
  const reviews = createReviewsService(deps);
  return { reviews, handlers: reviewsRoutes({ reviews }) };
}

/**
 * The reviews part of a cleaner's public profile, as columns of the statement that reads the
 * profile (the cleaners area's `ProfileReviews`): a profile is one round trip.
 */
export const profileReviews = { columns: profileSectionColumns, sectionOf: profileSectionOf };
