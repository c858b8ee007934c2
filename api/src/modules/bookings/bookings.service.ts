import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { type BookingDto, toBookingDtos } from './booking-dto.ts';
import type { BookingEdges } from './booking-edges.ts';
import type { BookingFields } from './booking-request.ts';
import { Booking, type BookingStatus, type IBooking } from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import { type BookingQuote, type CreateBookingInput, createBookings, quoteBooking } from './create-booking.ts';
import { type ExpiryOutcome, requestLifetimeMs } from './expiry.ts';
import { type BookingAction, transitionFor } from './lifecycle.ts';
import { flushSlots, queueForCleanerSlots } from './slots.ts';
import { type Actor, applyTransition, type TransitionInput } from './transitions.ts';

const fail = errorsOf(bookingErrors);

export type { BookingQuote, CreateBookingInput } from './create-booking.ts';
export type BookingCreated = components['schemas']['BookingCreated'];
export type BookingPage = components['schemas']['BookingPage'];
export type { Actor } from './transitions.ts';

export interface ListQuery {
  status?: BookingStatus[];
  role?: 'client' | 'cleaner';
  cursor?: string;
  limit: number;
}

/** The bookings area, for its routes, its job and other areas. */
export interface BookingsService {
  quote(client: IUser, fields: BookingFields): Promise<BookingQuote>;
  create(client: IUser, input: CreateBookingInput): Promise<BookingCreated>;
  /** A booking its client, its cleaner or an admin may see; 404 for anyone else. */
  get(viewer: Actor, bookingId: string): Promise<BookingDto>;
  listMine(viewer: IUser, query: ListQuery): Promise<BookingPage>;
  /** Performs an action of the lifecycle table as the actor (404 when the booking is not theirs). */
  transition(actor: Actor, bookingId: string, action: BookingAction, input?: TransitionInput): Promise<BookingDto>;
  /** The expiry job: cancels a request still pending 24 hours after it was made, refunding its deposit. */
  expire(bookingId: string): Promise<ExpiryOutcome>;
}

const notFound = () =>
  fail('booking_not_found', {
    detail: { fr: 'Aucune de vos réservations n’a cet identifiant.', en: 'None of your bookings has this id.' },
  });

function canSee(actor: Actor, booking: IBooking): boolean {
  if (actor.role === 'admin' || actor.role === 'system') return true;
  return actor.role === 'client' ? booking.clientId === actor.userId : booking.cleanerId === actor.userId;
}

export function createBookingsService(deps: { orm: MikroORM; boss: PgBoss; edges: BookingEdges }): BookingsService {
  const { orm, boss, edges } = deps;

  return {
    quote: (client, fields) => quoteBooking(deps, client, fields),

    async create(client, input) {
      const bookings = await createBookings(deps, client, input);
      return { seriesId: bookings[0]?.seriesId ?? null, bookings: await toBookingDtos(orm.em.fork(), bookings, new Date()) };
    },

    async get(viewer, bookingId) {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || !canSee(viewer, booking)) throw notFound();
      const [dto] = await toBookingDtos(em, [booking], new Date());
      return dto as BookingDto;
    },

    async listMine(viewer, query) {
      const em = orm.em.fork();
      const side = query.role ?? (viewer.role === 'cleaner' ? 'cleaner' : 'client');
      const bookings = await em.find(
        Booking,
        {
          ...(side === 'cleaner' ? { cleanerId: viewer.id } : { clientId: viewer.id }),
          ...(query.status && query.status.length > 0 ? { status: { $in: query.status } } : {}),
          ...(query.cursor ? { id: { $lt: query.cursor } } : {}),
        },
        { orderBy: { id: 'desc' }, limit: query.limit + 1 },
      );
      const page = bookings.slice(0, query.limit);
      return {
        items: await toBookingDtos(em, page, new Date()),
        nextCursor: bookings.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async transition(actor, bookingId, action, input = {}) {
      const booking = await orm.em.fork().transactional(async (tx) => {
        const found = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found || !canSee(actor, found)) throw notFound();
        if (transitionFor(action, found.status)?.effects.includes('moveSlot')) await queueForCleanerSlots(tx, found.cleanerId);
        await applyTransition({ tx, booking: found, action, actor, input, now: new Date(), edges, boss });
        await flushSlots(tx, [`${found.localDate} ${found.localStartTime}`]);
        return found;
      });
      const [dto] = await toBookingDtos(orm.em.fork(), [booking], new Date());
      return dto as BookingDto;
    },

    async expire(bookingId) {
      return orm.em.fork().transactional(async (tx): Promise<ExpiryOutcome> => {
        const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (booking?.status !== 'pending') return { outcome: 'left_pending' };
        const now = new Date();
        const dueAt = new Date(booking.createdAt.getTime() + requestLifetimeMs);
        if (now < dueAt) return { outcome: 'not_due', dueAt };
        const actor: Actor = { userId: null, role: 'system' };
        await applyTransition({ tx, booking, action: 'expire', actor, input: {}, now, edges, boss });
        await tx.flush();
        return { outcome: 'expired' };
      });
    },
  };
}
