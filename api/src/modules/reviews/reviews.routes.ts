import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes({ reviews }: { reviews: ReviewsService }) {
  return defineHandlers({
    'reviews.create': async (request, reply) => {
      const review = await reviews.create(requireUser(request), request.params.bookingId, request.body);
      reply.code(201);
      return review;
    },
    'reviews.getForBooking': async (request) => {
      const user = requireUser(request);
      return reviews.getForBooking({ userId: user.id, role: user.role ?? 'client' }, request.params.bookingId);
    },
    'reviews.reply': async (request) => {
      return reviews.reply(requireUser(request), request.params.reviewId, request.body.text);
    },
    'reviews.listMine': async (request) => {
      const { cursor, limit } = request.query;
      return reviews.listMine(requireUser(request), { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'reviews.listForCleaner': async (request) => {
      const { cursor, limit } = request.query;
      return reviews.listForCleaner(request.params.slug, { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'reviews.listAll': async (request) => {
      const { cursor, limit, hidden, cleanerId } = request.query;
      return reviews.listAll({
        ...(cursor ? { cursor } : {}),
        ...(hidden !== undefined ? { hidden } : {}),
        ...(cleanerId ? { cleanerId } : {}),
        limit: limit ?? 20,
      });
    },
    'reviews.hide': async (request) => {
      return reviews.hide(requireUser(request), request.params.reviewId, request.body.reason);
    },
    'reviews.restore': async (request) => {
      return reviews.restore(requireUser(request), request.params.reviewId);
    },
  });
}
