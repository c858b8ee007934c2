import type { components } from '@propre/openapi/types';
import type { IUser } from '../accounts/accounts.entities.ts';
import { type IReview, type Ratings, reviewCategories } from './reviews.entities.ts';

type Schemas = components['schemas'];
export type ReviewDto = Schemas['Review'];
export type PublicReviewDto = Schemas['PublicReview'];
export type ReviewSummary = Schemas['ReviewSummary'];
type ServiceType = Schemas['ServiceType'];

/**
 * How a person is named on someone else's screen: first name and initial ("Marie T."), so a
 * review or a referral never publishes a full name. A deleted account says so.
 */
export function shortName(user: Pick<IUser, 'fullName' | 'deletedAt'> | undefined): string {
  if (!user || user.deletedAt) return 'Compte supprimé';
  const words = user.fullName.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

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
