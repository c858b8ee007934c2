import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { Role } from '../accounts/accounts.entities.ts';
import type { BookingWork } from './booking-work.ts';
import { bookingPhotoUploadRules } from './bookings.rate-rules.ts';
import type { BookingCreated, BookingsService } from './bookings.service.ts';
import { type IdempotencyStore, requestHash } from './idempotency.ts';
import type { Actor } from './transitions.ts';

/** The booking lifecycle's view of the caller: who they are and in which role they act. */
function bookingActor(user: { id: string; role?: Role | null }): Actor {
  return { userId: user.id, role: user.role ?? 'client' };
}

export function bookingsRoutes({
  bookings,
  work,
  idempotency,
  limiter,
}: {
  bookings: BookingsService;
  work: BookingWork;
  idempotency: IdempotencyStore;
  limiter: RateLimiter;
}) {
  return defineHandlers({
    'bookings.quote': async (request) => {
      return bookings.quote(requireUser(request), request.body);
    },
    'bookings.create': async (request, reply) => {
      const client = requireUser(request);
      const result = await idempotency.run<BookingCreated>(
        {
          userId: client.id,
          key: request.headers['idempotency-key'],
          operation: 'bookings.create',
          hash: requestHash(request.body),
        },
        async (_saveReference, _saveAnswer, answerStatement) => ({
          status: 201,
          body: await bookings.create(
            client,
            { ...request.body, partnerId: request.partnerKey?.partnerId ?? null },
            // Stored with the rows, in their statement: the answer commits with them.
            { answerStatement: (answer, first) => answerStatement(201, answer, first) },
          ),
        }),
        (bookingIds) => bookings.createdAnswer(client, bookingIds as string[]),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return result.body;
    },
    'bookings.get': async (request) => {
      return bookings.get(bookingActor(requireUser(request)), request.params.bookingId);
    },
    'bookings.listMine': async (request) => {
      const { status, role, sort, cursor, limit } = request.query;
      return bookings.listMine(requireUser(request), {
        ...(status ? { status } : {}),
        ...(role ? { role } : {}),
        ...(sort ? { sort } : {}),
        ...(cursor ? { cursor } : {}),
        limit: limit ?? 20,
      });
    },
    'bookings.accept': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'accept');
    },
    'bookings.decline': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'decline', request.body ?? {});
    },
    'bookings.cancel': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'cancel', request.body);
    },
    'bookings.declineByClient': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'declineByClient', request.body);
    },
    'bookings.postpone': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'postpone', request.body);
    },
    'bookings.punchIn': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'start', {
        location: request.body,
      });
    },
    'bookings.punchOut': async (request) => {
      return bookings.transition(bookingActor(requireUser(request)), request.params.bookingId, 'complete', {
        location: request.body,
      });
    },
    'bookings.updateChecklist': async (request) => {
      const actor = bookingActor(requireUser(request));
      await work.updateChecklist(actor, request.params.bookingId, request.body.items);
      return bookings.get(actor, request.params.bookingId);
    },
    'bookings.submitChecklist': async (request) => {
      const actor = bookingActor(requireUser(request));
      await work.submitChecklist(actor, request.params.bookingId);
      return bookings.get(actor, request.params.bookingId);
    },
    'bookings.listPhotos': async (request) => {
      return { items: await work.listPhotos(bookingActor(requireUser(request)), request.params.bookingId) };
    },
    'bookings.addPhoto': async (request, reply) => {
      const actor = bookingActor(requireUser(request));
      await limiter.check(request, reply, bookingPhotoUploadRules);
      const { kind, room } = request.query;
      const photo = await work.addPhoto(actor, request.params.bookingId, {
        kind,
        room: room ?? 'other',
        image: request.body as unknown as Buffer,
      });
      reply.code(201);
      return photo;
    },
    'bookings.getPhoto': async (request, reply) => {
      const image = await work.readPhoto(bookingActor(requireUser(request)), request.params.bookingId, request.params.photoId);
      return reply.type('image/webp').send(image);
    },
    'bookings.deletePhoto': async (request, reply) => {
      await work.deletePhoto(bookingActor(requireUser(request)), request.params.bookingId, request.params.photoId);
      return reply.code(204).send();
    },
  });
}
