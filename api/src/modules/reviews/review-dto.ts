import type { components } from '@propre/openapi/types';
import { shortName } from '../../lib/short-name.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { type IReview, type Ratings, reviewCategories } from './reviews.entities.ts';

type Schemas = components['schemas'];
export type ReviewDto = Schemas['Review'];
export type PublicReviewDto = Schemas['PublicReview'];
export type ReviewSummary = Schemas['ReviewSummary'];
type ServiceType = Schemas['ServiceType'];

export function ratingsOf(review: IReview): Ratings {
  return Object.fromEntries(reviewCategories.map((category) => [category, review[category]])) as Ratings;
}

const replyOf = (review: IReview) =>
  review.reply && review.repliedAt ? { text: review.reply, createdAt: review.repliedAt.toISOString() } : null;

/** What the review's client, its cleaner and admins see. */
export function toReviewDto(
  review: IReview,
  names: { client: IUser | undefined; cleaner: IUser | undefined },
  serviceType: string,
): ReviewDto {
  return {
    id: review.id,
    bookingId: review.bookingId,
    clientId: review.clientId,
    cleanerId: review.cleanerId,
    authorName: shortName(names.client),
    cleanerName: names.cleaner && !names.cleaner.deletedAt ? names.cleaner.fullName : shortName(names.cleaner),
    serviceType: serviceType as ServiceType,
    ratings: ratingsOf(review),
    comment: review.comment,
    reply: replyOf(review),
    hidden: review.hiddenAt && review.hiddenReason ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason } : null,
    createdAt: review.createdAt.toISOString(),
  };
}

/** What anyone sees on the cleaner's profile. */
export function toPublicReviewDto(review: IReview, client: IUser | undefined, serviceType: string): PublicReviewDto {
  return {
    id: review.id,
    authorName: shortName(client),
    serviceType: serviceType as ServiceType,
    ratings: ratingsOf(review),
    comment: review.comment,
    reply: replyOf(review),
    createdAt: review.createdAt.toISOString(),
  };
}
