import { LockMode } from '@mikro-orm/core';
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import { Booking } from '../bookings/bookings.entities.ts';
import { type Actor, bookingNotFound, canSee } from '../bookings/index.ts';
import { cleanerErrors } from '../cleaners/cleaners.errors.ts';
import type { PublicReviewDto, ReviewDto } from './review-dto.ts';
import { toPublicReviewDto, toReviewDto } from './review-dto.ts';
import { lockCleanerStats, refreshCleanerRating } from './review-stats.ts';
import { type IReview, Review } from './reviews.entities.ts';
import { reviewErrors } from './reviews.errors.ts';
import { alreadyReviewed, insertReview, missingRatings } from './write-review.ts';

const fail = errorsOf(reviewErrors);
const failCleaner = errorsOf(cleanerErrors);

type Schemas = components['schemas'];
export type ReviewInput = Schemas['ReviewCreateRequest'];
export type ReviewPage = Schemas['ReviewPage'];
export type PublicReviewPage = Schemas['PublicReviewPage'];

export interface PageQuery {
  cursor?: string;
  limit: number;
}

export interface ReviewsService {
  create(client: IUser, bookingId: string, input: ReviewInput): Promise<ReviewDto>;
  /** The booking's review for its client, its cleaner and admins. */
  getForBooking(viewer: Actor, bookingId: string): Promise<ReviewDto>;
  reply(cleaner: IUser, reviewId: string, text: string): Promise<ReviewDto>;
  /** A client's reviews, or the reviews about a cleaner, hidden ones included. */
  listMine(user: IUser, query: PageQuery): Promise<ReviewPage>;
  /** A listed cleaner's visible reviews (404 `cleaner_not_found` for an unknown slug). */
  listForCleaner(slug: string, query: PageQuery): Promise<PublicReviewPage>;
  listAll(query: PageQuery & { hidden?: boolean; cleanerId?: string }): Promise<ReviewPage>;
  hide(admin: IUser, reviewId: string, reason: string): Promise<ReviewDto>;
  restore(admin: IUser, reviewId: string): Promise<ReviewDto>;
  /** Demo data: a review (and its answer) written in the seeder's transaction, as if at `now`. */
  seed(
    em: EntityManager,
    review: { clientId: string; bookingId: string; input: ReviewInput; reply?: string },
    now: Date,
  ): Promise<IReview>;
}

export interface ReviewsDeps {
  orm: MikroORM;
  /** A listed cleaner by slug (the cleaners area's findListed); null when none. */
  findListedCleaner(slug: string): Promise<{ user: IUser } | null>;
  /**
   * Called after a change that shows on a cleaner's public profile is committed (new review,
   * answer, hidden, shown again), so the cached profile is dropped.
   */
  onCleanerReviewsChanged(cleanerId: string): Promise<void>;
}

const reviewNotFound = () =>
  fail('review_not_found', { detail: { fr: 'Aucun avis n’a cet identifiant.', en: 'No review has this id.' } });

export function createReviewsService(deps: ReviewsDeps): ReviewsService {
  const { orm, findListedCleaner, onCleanerReviewsChanged } = deps;

  /** Full reviews with the names and service types they show. */
  async function dtos(em: EntityManager, reviews: readonly IReview[]): Promise<ReviewDto[]> {
    const userIds = [...new Set(reviews.flatMap((r) => [r.clientId, r.cleanerId]))];
    const [users, bookings] = await Promise.all([
      userIds.length ? em.find(User, { id: { $in: userIds } }) : [],
      reviews.length ? em.find(Booking, { id: { $in: reviews.map((r) => r.bookingId) } }, { fields: ['serviceType'] }) : [],
    ]);
    const user = new Map(users.map((u) => [u.id, u]));
    const service = new Map(bookings.map((b) => [b.id, b.serviceType]));
    return reviews.map((r) =>
      toReviewDto(r, { client: user.get(r.clientId), cleaner: user.get(r.cleanerId) }, service.get(r.bookingId) ?? 'basic'),
    );
  }

  async function publicDtos(em: EntityManager, reviews: readonly IReview[]): Promise<PublicReviewDto[]> {
    const clientIds = [...new Set(reviews.map((r) => r.clientId))];
    const [users, bookings] = await Promise.all([
      clientIds.length ? em.find(User, { id: { $in: clientIds } }) : [],
      reviews.length ? em.find(Booking, { id: { $in: reviews.map((r) => r.bookingId) } }, { fields: ['serviceType'] }) : [],
    ]);
    const user = new Map(users.map((u) => [u.id, u]));
    const service = new Map(bookings.map((b) => [b.id, b.serviceType]));
    return reviews.map((r) => toPublicReviewDto(r, user.get(r.clientId), service.get(r.bookingId) ?? 'basic'));
  }

  async function one(em: EntityManager, review: IReview): Promise<ReviewDto> {
    const [dto] = await dtos(em, [review]);
    return dto as ReviewDto;
  }

  /** Newest first by id (ids sort by creation time); one extra row says whether a next page exists. */
  async function page(em: EntityManager, where: Record<string, unknown>, query: PageQuery) {
    const rows = await em.find(
      Review,
      { ...where, ...(query.cursor ? { id: { $lt: query.cursor } } : {}) },
      { orderBy: { id: 'desc' }, limit: query.limit + 1 },
    );
    const items = rows.slice(0, query.limit);
    return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
  }

  /** Changes a review's visibility and the cleaner's rating in one transaction. */
  async function moderate(reviewId: string, change: (review: IReview, now: Date) => void): Promise<ReviewDto> {
    const review = await orm.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(Review, { id: reviewId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw reviewNotFound();
      await lockCleanerStats(tx, found.cleanerId);
      change(found, new Date());
      await tx.flush();
      await refreshCleanerRating(tx, found.cleanerId);
      return found;
    });
    await onCleanerReviewsChanged(review.cleanerId);
    return one(orm.em.fork(), review);
  }

  return {
    async create(client, bookingId, input) {
      const missing = missingRatings(input.ratings);
      if (missing.length > 0) {
        throw fail('review_ratings_incomplete', {
          detail: {
            fr: 'Un avis demande une note dans chaque catégorie : propreté, qualité, fiabilité, ponctualité, communication, professionnalisme et note globale.',
            en: 'A review requires a rating in every category: cleanliness, quality, reliability, punctuality, communication, professionalism and overall.',
          },
          errors: missing,
        });
      }
      let review: IReview;
      try {
        review = await orm.em.fork().transactional((tx) => insertReview(tx, client.id, bookingId, input, new Date()));
      } catch (error) {
        // Two submissions at once: the unique booking_id lets one through.
        if (error instanceof UniqueConstraintViolationException) throw alreadyReviewed();
        throw error;
      }
      await onCleanerReviewsChanged(review.cleanerId);
      return one(orm.em.fork(), review);
    },

    async getForBooking(viewer, bookingId) {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || !canSee(viewer, booking)) throw bookingNotFound();
      const review = await em.findOne(Review, { bookingId });
      if (!review) {
        throw fail('review_not_found', {
          detail: { fr: 'Cette réservation n’a pas encore d’avis.', en: 'This booking has no review yet.' },
        });
      }
      return one(em, review);
    },

    async reply(cleaner, reviewId, text) {
      const review = await orm.em.fork().transactional(async (tx) => {
        // Locked: two answers sent at once must not both pass the "once" check.
        const found = await tx.findOne(Review, { id: reviewId, cleanerId: cleaner.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) throw reviewNotFound();
        if (found.reply !== null && found.reply !== undefined) {
          throw fail('review_reply_exists', {
            detail: { fr: 'Un avis reçoit une seule réponse.', en: 'A review gets one answer only.' },
          });
        }
        const now = new Date();
        found.reply = text.trim();
        found.repliedAt = now;
        found.updatedAt = now;
        await tx.flush();
        return found;
      });
      await onCleanerReviewsChanged(review.cleanerId);
      return one(orm.em.fork(), review);
    },

    async listMine(user, query) {
      const em = orm.em.fork();
      const where = user.role === 'cleaner' ? { cleanerId: user.id } : { clientId: user.id };
      const found = await page(em, where, query);
      return { items: await dtos(em, found.items), nextCursor: found.nextCursor };
    },

    async listForCleaner(slug, query) {
      const cleaner = await findListedCleaner(slug);
      if (!cleaner) {
        throw failCleaner('cleaner_not_found', {
          detail: { fr: 'Aucun nettoyeur à cette adresse.', en: 'No cleaner at this address.' },
        });
      }
      const em = orm.em.fork();
      const found = await page(em, { cleanerId: cleaner.user.id, hiddenAt: null }, query);
      return { items: await publicDtos(em, found.items), nextCursor: found.nextCursor };
    },

    async listAll(query) {
      const em = orm.em.fork();
      const where: Record<string, unknown> = {};
      if (query.hidden !== undefined) where.hiddenAt = query.hidden ? { $ne: null } : null;
      if (query.cleanerId) where.cleanerId = query.cleanerId;
      const found = await page(em, where, query);
      return { items: await dtos(em, found.items), nextCursor: found.nextCursor };
    },

    hide: (admin, reviewId, reason) =>
      moderate(reviewId, (review, now) => {
        if (review.hiddenAt) {
          throw fail('review_already_hidden', {
            detail: {
              fr: `Cet avis est masqué depuis le ${review.hiddenAt.toISOString()}.`,
              en: `This review has been hidden since ${review.hiddenAt.toISOString()}.`,
            },
          });
        }
        review.hiddenAt = now;
        review.hiddenBy = admin.id;
        review.hiddenReason = reason.trim();
        review.updatedAt = now;
      }),

    restore: (_admin, reviewId) =>
      moderate(reviewId, (review, now) => {
        if (!review.hiddenAt) throw fail('review_not_hidden');
        review.hiddenAt = null;
        review.hiddenBy = null;
        review.hiddenReason = null;
        review.updatedAt = now;
      }),

    async seed(em, { clientId, bookingId, input, reply }, now) {
      const review = await insertReview(em, clientId, bookingId, input, now);
      if (reply) {
        review.reply = reply;
        review.repliedAt = new Date(now.getTime() + 86_400_000);
        await em.flush();
      }
      return review;
    },
  };
}
