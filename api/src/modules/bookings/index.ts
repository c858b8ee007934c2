import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { BookingEdges } from './booking-edges.ts';
import { createBookingWork } from './booking-work.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService } from './bookings.service.ts';
import { startBookingExpiryWorker } from './expiry.ts';
import { createIdempotencyStore } from './idempotency.ts';
import type { WorkRules } from './transitions.ts';

export { type BookingBalance, bookingBalance } from './balance.ts';
export type { BookingDto } from './booking-dto.ts';
export type {
  BalanceNotices,
  BookingChanges,
  BookingEvents,
  BookingEventType,
  BookingSiteDetails,
  DiscountCodes,
  PropertyLookup,
} from './booking-edges.ts';
export type { Actor, BookingsService } from './bookings.service.ts';
export { bookingFeedEvents } from './calendar-events.ts';
export { requestLifetimeMs } from './expiry.ts';
export {
  type BookingPrice,
  cancellationFeeCents,
  emergencyFeePercent,
  firstBookingDiscountPercent,
  freeCancellationHours,
  type PriceLine,
  priceBooking,
  suppliesFeeCents,
} from './pricing.ts';
export { platformFeePercent } from './settlement.ts';
export { bookingNotFound, canSee } from './visibility.ts';

export interface BookingsAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  storage: FileStorage;
  limiter: RateLimiter;
  /** What bookings use from the other areas: payments, properties, discounts, referrals, partners, messaging. */
  edges: BookingEdges;
  work: WorkRules;
  publicUrl: string;
}

/** Bookings: quote, create, the lifecycle's transitions, the work on site (checklist, photos) and the request expiry. */
export async function bookingsArea({ orm, boss, storage, limiter, edges, work, publicUrl }: BookingsAreaDeps) {
  const bookings = createBookingsService({ orm, boss, edges, work, publicUrl });
  await startBookingExpiryWorker(boss, (bookingId) => bookings.expire(bookingId));
  return {
    bookings,
    handlers: bookingsRoutes({
      bookings,
      work: createBookingWork({ orm, storage, changes: edges.changes }),
      idempotency: createIdempotencyStore(orm),
      limiter,
    }),
  };
}
