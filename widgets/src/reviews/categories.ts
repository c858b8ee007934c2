import type { components } from '@propre/openapi/types';

export type ReviewRatings = components['schemas']['ReviewRatings'];
export type ReviewCategory = keyof ReviewRatings;
export type Review = components['schemas']['Review'];
export type PublicReview = components['schemas']['PublicReview'];
export type ReviewSummary = components['schemas']['ReviewSummary'];
export type ServiceType = components['schemas']['ServiceType'];

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
