import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { newId } from '../../lib/ids.ts';
import { errorsOf, type RaisedFieldError } from '../../plugins/errors/app-error.ts';
import { Booking } from '../bookings/bookings.entities.ts';
import { bookingNotFound } from '../bookings/index.ts';
import { lockCleanerStats, refreshCleanerRating } from './review-stats.ts';
import { type IReview, type Ratings, Review, reviewCategories } from './reviews.entities.ts';
import { reviewErrors } from './reviews.errors.ts';

// The contract's request, not the service's name for it: the service imports this file.
type ReviewInput = components['schemas']['ReviewCreateRequest'];

const fail = errorsOf(reviewErrors);

/** The missing categories as one field error each, so a form can point at every one. */
export function missingRatings(ratings: Partial<Ratings> | undefined): RaisedFieldError[] {
  return reviewCategories
    .filter((category) => ratings?.[category] === undefined)
    .map((category) => ({
      pointer: `/body/ratings/${category}`,
      code: 'required',
      message: { fr: 'Donnez une note de 1 à 5.', en: 'Give a rating from 1 to 5.' },
    }));
}

/**
 * Writes a review of a completed booking of the client and the cleaner's new rating, in the
 * caller's transaction (the ratings were checked complete).
 */
export async function insertReview(
  tx: EntityManager,
  clientId: string,
  bookingId: string,
  input: ReviewInput,
  now: Date,
): Promise<IReview> {
  const booking = await tx.findOne(Booking, { id: bookingId });
  if (!booking || booking.clientId !== clientId) throw bookingNotFound();
  if (booking.status !== 'completed') {
    throw fail('review_booking_not_completed', {
      detail: {
        fr: 'Vous pourrez évaluer cette réservation une fois le ménage terminé.',
        en: 'You can review this booking once the cleaning is completed.',
      },
    });
  }
  if ((await tx.count(Review, { bookingId })) > 0) throw alreadyReviewed();
  await lockCleanerStats(tx, booking.cleanerId);
  const review = tx.create(Review, {
    id: newId('rev', now.getTime()),
    bookingId,
    clientId,
    cleanerId: booking.cleanerId,
    ...(input.ratings as Ratings),
    comment: input.comment.trim(),
    reply: null,
    repliedAt: null,
    hiddenAt: null,
    hiddenBy: null,
    hiddenReason: null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.flush();
  await refreshCleanerRating(tx, booking.cleanerId);
  return review;
}

export const alreadyReviewed = () =>
  fail('review_already_exists', {
    detail: { fr: 'Vous avez déjà évalué cette réservation.', en: 'You already reviewed this booking.' },
  });
