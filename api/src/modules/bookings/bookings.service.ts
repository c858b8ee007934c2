import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import type { Statement } from '../../db/sql.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { BookingRelated } from './booking-dto.ts';
import { assembleBookingDtos, type BookingDto, toBookingDtos, type Viewer } from './booking-dto.ts';
import type { BookingEdges } from './booking-edges.ts';
import type { BookingFields } from './booking-request.ts';
import { Booking, type BookingStatus, type IBooking } from './bookings.entities.ts';
import { type BookingQuote, type CreateBookingInput, createBookings, quoteBooking } from './create-booking.ts';
import { type ExpiryOutcome, requestLifetimeMs } from './expiry.ts';
import { type BookingAction, transitionFor } from './lifecycle.ts';
import { flushSlots, queueForCleanerSlots } from './slots.ts';
import { type Actor, applyTransition, type TransitionInput, type WorkRules } from './transitions.ts';
import { bookingNotFound, canSee } from './visibility.ts';

export type { BookingQuote, CreateBookingInput } from './create-booking.ts';
export type BookingCreated = components['schemas']['BookingCreated'];
export type BookingPage = components['schemas']['BookingPage'];
export type { Actor } from './transitions.ts';

export interface ListQuery {
  status?: BookingStatus[];
  role?: 'client' | 'cleaner';
  /** `newest` request first (by id), or `soonest` start first (by start, then id). */
  sort?: 'newest' | 'soonest';
  cursor?: string;
  limit: number;
}

/** The bookings area, for its routes, its job and other areas. */
export interface BookingsService {
  quote(client: IUser, fields: BookingFields): Promise<BookingQuote>;
  /**
   * Creates the booking(s). `beforeCommit` runs last in the same transaction with the answer
   * (the idempotency key stores it there); its failure undoes the creation, charges included.
   */
  create(
    client: IUser,
    input: CreateBookingInput,
    options?: {
      beforeCommit?: (tx: EntityManager, answer: BookingCreated) => Promise<void>;
      /** The statement storing the answer, written with the rows (parameters from `firstParameter`). */
      answerStatement?: (answer: BookingCreated, firstParameter: number) => Statement;
    },
  ): Promise<BookingCreated>;
  /** The answer to a creation, rebuilt from the ids it created (an idempotent replay after a crash). */
  createdAnswer(client: IUser, bookingIds: readonly string[]): Promise<BookingCreated>;
  /** A booking its client, its cleaner or an admin may see; 404 for anyone else. */
  get(viewer: Actor, bookingId: string): Promise<BookingDto>;
  listMine(viewer: IUser, query: ListQuery): Promise<BookingPage>;
  /** Performs an action of the lifecycle table as the actor (404 when the booking is not theirs). */
  transition(actor: Actor, bookingId: string, action: BookingAction, input?: TransitionInput): Promise<BookingDto>;
  /**
   * A cleaner's account is suspended (in `tx`, which made the change): their pending requests are
   * declined as the admin, each deposit refunded by the decline's own effect, and the client told
   * as for any decline. Waits for the bookings being created with them (their slot queue), so no
   * request made before the suspension is left pending; one made after reads the suspension and is
   * refused (`cleaner_unavailable`). Confirmed bookings are left to the admin (docs: suspension).
   */
  declineRequestsOfSuspended(tx: EntityManager, cleanerId: string, admin: Actor): Promise<string[]>;
  /**
   * The same suspension, for the cleaner's confirmed and in-progress bookings: each is marked
   * `cleanerUnavailableAt` (the admin dashboard's alert list; free cancellation for the client)
   * and its client told (a `cleanerUnavailable` notification, mailed at their frequency). The
   * booking keeps its status: the admin resolves it with the client. Marked once: a second
   * suspension does not tell the client again.
   */
  flagOpenBookingsOfSuspended(tx: EntityManager, cleanerId: string, admin: Actor): Promise<string[]>;
  /**
   * Waits in `tx` for the bookings being created with the cleaner, and holds theirs off until it
   * ends. Taken before any row the creation reads or writes (the cleaner's account), as the
   * creation takes it, so the two cannot deadlock.
   */
  queueForCleaner(tx: EntityManager, cleanerId: string): Promise<void>;
  /** The expiry job: cancels a request still pending 24 hours after it was made, refunding its deposit. */
  expire(bookingId: string): Promise<ExpiryOutcome>;
  /**
   * Demo data: the same create and transitions, run inside the seeder's transaction as if it
   * were `now` (so past bookings go through the lifecycle they would have lived).
   */
  seed: {
    create(em: EntityManager, client: IUser, input: CreateBookingInput, now: Date): Promise<IBooking[]>;
    transition(
      em: EntityManager,
      actor: Actor,
      bookingId: string,
      action: BookingAction,
      input: TransitionInput,
      now: Date,
    ): Promise<IBooking>;
  };
}

export interface BookingsDeps {
  orm: MikroORM;
  boss: PgBoss;
  edges: BookingEdges;
  work: WorkRules;
  /** Origin of the marketplace, for the links a booking carries (`payment.payNowUrl`). */
  publicUrl: string;
}

export function createBookingsService(bookingsDeps: BookingsDeps): BookingsService {
  const deps = bookingsDeps;
  const { orm, boss, edges, work } = deps;
  const dtos = (em: EntityManager, bookings: readonly IBooking[], viewer: Viewer) =>
    toBookingDtos(em, bookings, new Date(), { viewer, properties: edges.properties, publicUrl: deps.publicUrl });

  return {
    quote: (client, fields) => quoteBooking(deps, client, fields),

    async create(client, input, options = {}) {
      let answer: BookingCreated | undefined;
      // Built from the rows in hand, inside the transaction, so the idempotency key can store
      // the full answer in the same commit (in the rows' own statement) and nothing is read back.
      const answerOf = (rows: IBooking[], related: BookingRelated): BookingCreated => {
        const bookings = assembleBookingDtos(rows, related, new Date(), {
          viewer: { role: 'client' },
          publicUrl: deps.publicUrl,
        });
        answer = { seriesId: rows[0]?.seriesId ?? null, bookings };
        return answer;
      };
      await createBookings(deps, client, input, {
        writeWithRows: (rows, related, first) =>
          options.answerStatement ? [options.answerStatement(answerOf(rows, related), first)] : [],
        beforeCommit: async (tx, rows, related) => {
          await options.beforeCommit?.(tx, answer ?? answerOf(rows, related));
        },
      });
      if (!answer) throw new Error('The booking was created without its answer');
      return answer;
    },

    async createdAnswer(client, bookingIds) {
      const em = orm.em.fork();
      const bookings = await em.find(Booking, { id: { $in: [...bookingIds] }, clientId: client.id }, { orderBy: { id: 'asc' } });
      return { seriesId: bookings[0]?.seriesId ?? null, bookings: await dtos(em, bookings, { role: 'client' }) };
    },

    async get(viewer, bookingId) {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || !canSee(viewer, booking)) throw bookingNotFound();
      const [dto] = await dtos(em, [booking], viewer);
      return dto as BookingDto;
    },

    async listMine(viewer, query) {
      const em = orm.em.fork();
      const side = query.role ?? (viewer.role === 'cleaner' ? 'cleaner' : 'client');
      const mine = side === 'cleaner' ? { cleanerId: viewer.id } : { clientId: viewer.id };
      const soonest = query.sort === 'soonest';
      let after = {};
      if (query.cursor && soonest) {
        // The cursor is the last booking shown: the page goes on after its start (then its id).
        const last = await em.findOne(Booking, { id: query.cursor, ...mine }, { fields: ['id', 'startsAt'] });
        if (!last) return { items: [], nextCursor: null };
        after = { $or: [{ startsAt: { $gt: last.startsAt } }, { startsAt: last.startsAt, id: { $gt: last.id } }] };
      } else if (query.cursor) after = { id: { $lt: query.cursor } };
      const bookings = await em.find(
        Booking,
        { ...mine, ...(query.status && query.status.length > 0 ? { status: { $in: query.status } } : {}), ...after },
        { orderBy: soonest ? { startsAt: 'asc', id: 'asc' } : { id: 'desc' }, limit: query.limit + 1 },
      );
      const page = bookings.slice(0, query.limit);
      return {
        items: await dtos(em, page, { role: side }),
        nextCursor: bookings.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async transition(actor, bookingId, action, input = {}) {
      const booking = await orm.em.fork().transactional(async (tx) => {
        const found = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found || !canSee(actor, found)) throw bookingNotFound();
        if (transitionFor(action, found.status)?.effects.includes('moveSlot')) await queueForCleanerSlots(tx, found.cleanerId);
        await applyTransition({ tx, booking: found, action, actor, input, now: new Date(), edges, boss, work });
        await flushSlots(tx, [`${found.localDate} ${found.localStartTime}`]);
        return found;
      });
      const [dto] = await dtos(orm.em.fork(), [booking], actor);
      return dto as BookingDto;
    },

    seed: {
      create: (em, client, input, now) => createBookings(deps, client, input, { em, now }),
      async transition(em, actor, bookingId, action, input, now) {
        const booking = await em.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        await applyTransition({ tx: em, booking, action, actor, input, now, edges, boss, work });
        await em.flush();
        return booking;
      },
    },

    queueForCleaner: (tx, cleanerId) => queueForCleanerSlots(tx, cleanerId),

    async declineRequestsOfSuspended(tx, cleanerId, admin) {
      await queueForCleanerSlots(tx, cleanerId);
      const pending = await tx.find(
        Booking,
        { cleanerId, status: 'pending' },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const now = new Date();
      for (const booking of pending) {
        const input = { reason: 'cleaner_suspended' };
        await applyTransition({ tx, booking, action: 'decline', actor: admin, input, now, edges, boss, work });
      }
      await tx.flush();
      await flushSlots(
        tx,
        pending.map((b) => `${b.localDate} ${b.localStartTime}`),
      );
      return pending.map((b) => b.id);
    },

    async flagOpenBookingsOfSuspended(tx, cleanerId, admin) {
      const open = await tx.find(
        Booking,
        { cleanerId, status: { $in: ['confirmed', 'in_progress'] }, cleanerUnavailableAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const now = new Date();
      for (const booking of open) {
        booking.cleanerUnavailableAt = now;
        // Not a transition (the status stays): told to the listeners as a step that changes nothing but the mark.
        const change = { action: 'cleanerUnavailable', from: booking.status, to: booking.status, actor: admin };
        await edges.changes.transitioned(tx, booking, change);
      }
      await tx.flush();
      return open.map((b) => b.id);
    },

    async expire(bookingId) {
      return orm.em.fork().transactional(async (tx): Promise<ExpiryOutcome> => {
        const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (booking?.status !== 'pending') return { outcome: 'left_pending' };
        const now = new Date();
        const dueAt = new Date(booking.createdAt.getTime() + requestLifetimeMs);
        if (now < dueAt) return { outcome: 'not_due', dueAt };
        const actor: Actor = { userId: null, role: 'system' };
        await applyTransition({ tx, booking, action: 'expire', actor, input: {}, now, edges, boss, work });
        await tx.flush();
        return { outcome: 'expired' };
      });
    },
  };
}
