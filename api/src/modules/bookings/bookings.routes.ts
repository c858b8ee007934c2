import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { Role } from '../accounts/accounts.entities.ts';
import { requireUser } from '../accounts/accounts.routes.ts';
import type { BookingsService } from './bookings.service.ts';
import { type IdempotencyStore, requestHash } from './idempotency.ts';
import type { Actor } from './transitions.ts';

function actorOf(user: { id: string; role?: Role | null }): Actor {
  return { userId: user.id, role: user.role ?? 'client' };
}

export function bookingsRoutes({ bookings, idempotency }: { bookings: BookingsService; idempotency: IdempotencyStore }) {
  return defineHandlers({
    'bookings.quote': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.quote(requireUser(request), request.body);
    },
    'bookings.create': async (request, reply) => {
      const client = requireUser(request);
      const result = await idempotency.run(
        {
          userId: client.id,
          key: request.headers['idempotency-key'],
          operation: 'bookings.create',
          hash: requestHash(request.body),
        },
        async () => ({ status: 201, body: await bookings.create(client, request.body) }),
      );
      reply.header('cache-control', 'no-store');
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return result.body;
    },
    'bookings.get': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.get(actorOf(requireUser(request)), request.params.bookingId);
    },
    'bookings.listMine': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, role, cursor, limit } = request.query;
      return bookings.listMine(requireUser(request), {
        ...(status ? { status } : {}),
        ...(role ? { role } : {}),
        ...(cursor ? { cursor } : {}),
        limit: limit ?? 20,
      });
    },
    'bookings.accept': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.transition(actorOf(requireUser(request)), request.params.bookingId, 'accept');
    },
    'bookings.decline': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.transition(actorOf(requireUser(request)), request.params.bookingId, 'decline', request.body ?? {});
    },
    'bookings.cancel': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.transition(actorOf(requireUser(request)), request.params.bookingId, 'cancel', request.body);
    },
    'bookings.declineByClient': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.transition(actorOf(requireUser(request)), request.params.bookingId, 'declineByClient', request.body);
    },
    'bookings.postpone': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.transition(actorOf(requireUser(request)), request.params.bookingId, 'postpone', request.body);
    },
  });
}
