import type { ReviewRatings } from '@propre/sdk';

export type { PublicReview, Review, ReviewRatings, ReviewSummary, ServiceType } from '@propre/sdk';
export type ReviewCategory = keyof ReviewRatings;

/** The seven categories of a review (spec §3), in the order people rate them: overall last. */
export const reviewCategories = [
  'cleanliness',
  'quality',
  'reliability',
  'punctuality',
  'communication',
  'professionalism',
  'overall',
] as const satisfies readonly ReviewCategory[];

/** The comment's limit in the contract (ReviewCreateRequest). */
export const commentMaxLength = 2000;
