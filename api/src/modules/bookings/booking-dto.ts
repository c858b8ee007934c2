import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { User } from '../accounts/accounts.entities.ts';
import { CleanerProfile, type PropertyType } from '../cleaners/cleaners.entities.ts';
import { balanceIsDue, payNowUrlOf } from './balance.ts';
import type { BookingSiteDetails, PropertyLookup } from './booking-edges.ts';
import { BookingPhoto, BookingSeries, BookingTransition, type IBooking, type IBookingTransition } from './bookings.entities.ts';
import { requestLifetimeMs } from './expiry.ts';
import { cancellationRefund } from './pricing.ts';

export type BookingDto = components['schemas']['Booking'];
type Label = BookingDto['label'];

const minuteMs = 60_000;
/** A confirmed booking whose cleaner has not punched in this long after the start is late… */
export const lateAfterMs = 15 * minuteMs;
/** …and after this long, a no-show. */
export const noShowAfterMs = 2 * 60 * minuteMs;

/** Who is looking: the booking's client, its cleaner, an admin (or the system). */
export interface Viewer {
  role: 'client' | 'cleaner' | 'admin' | 'system';
}

/** Statuses in which the cleaner may see how to get in (access instructions, Wi-Fi). */
const accessStatuses = new Set(['confirmed', 'in_progress']);
/** Statuses in which the cleaner sees the address: from the confirmation on. */
const addressStatuses = new Set(['confirmed', 'in_progress', 'completed']);

/**
 * The site as the viewer may see it: the client and admins see everything; the cleaner sees the
 * address once confirmed, and the access details only while the work is ahead or under way.
 */
export function siteFor(viewer: Viewer, booking: IBooking, site: BookingSiteDetails | undefined): BookingDto['site'] {
  if (!site) return null;
  if (viewer.role !== 'cleaner') return site;
  if (!addressStatuses.has(booking.status)) return null;
  if (accessStatuses.has(booking.status)) return site;
  return { ...site, wifiName: null, wifiPassword: null, accessInstructions: null, parking: null };
}

const paidInFull = new Set(['final_completed', 'fully_paid', 'completed']);

const dayMs = 24 * 3_600_000;
/** Statuses a client may still cancel (and, when confirmed, postpone). */
const cancellableStatuses = new Set(['pending', 'confirmed']);

/**
 * What cancelling or postponing would do now, for the client and admins of a pending or
 * confirmed booking: the same rule the cancellation applies, so the screen never computes money.
 */
function cancellationTermsFor(viewer: Viewer, b: IBooking, now: Date): Pick<BookingDto, 'cancellationTerms'> {
  if (viewer.role === 'cleaner' || !cancellableStatuses.has(b.status)) return {};
  // What the deposit still holds, as the cancellation itself counts it (transitions.ts).
  const held = b.depositCents - b.refundedCents - b.feeKeptCents;
  const unavailable = b.cleanerUnavailableAt != null;
  const { refund, feeKept } = cancellationRefund(held, b.startsAt.getTime() - now.getTime(), unavailable);
  const deadline = new Date(b.startsAt.getTime() - dayMs).toISOString();
  return {
    cancellationTerms: {
      feeIfCancelledNow: feeKept,
      refundIfCancelledNow: refund,
      freeCancellationUntil: unavailable ? b.startsAt.toISOString() : deadline,
      postponeUntil: deadline,
    },
  };
}

/** The cleaning status people see, derived from the status, the payment, the start and the punch-in. */
export function labelOf(booking: IBooking, now: Date): Label {
  switch (booking.status) {
    case 'pending':
      return booking.paymentStatus === 'initial_completed' ? 'awaiting cleaner' : 'awaiting payment';
    case 'confirmed': {
      if (booking.punchedInAt) return 'in progress';
      const overdue = now.getTime() - booking.startsAt.getTime();
      if (overdue >= noShowAfterMs) return 'no-show';
      if (overdue >= lateAfterMs) return 'late';
      return 'pending';
    }
    case 'in_progress':
      return 'in progress';
    case 'completed':
      return paidInFull.has(booking.paymentStatus) ? 'completed' : 'awaiting payment';
    default:
      return null;
  }
}

/** Before and after photos per booking (at most 24 each), in one query. */
async function photoCountsOf(em: EntityManager, bookingIds: string[]): Promise<Map<string, { before: number; after: number }>> {
  if (bookingIds.length === 0) return new Map();
  const photos = await em.find(BookingPhoto, { bookingId: { $in: bookingIds } }, { fields: ['bookingId', 'kind'] });
  const counts = new Map<string, { before: number; after: number }>();
  for (const photo of photos) {
    const entry = counts.get(photo.bookingId) ?? { before: 0, after: 0 };
    entry[photo.kind] += 1;
    counts.set(photo.bookingId, entry);
  }
  return counts;
}

function historyItem(t: IBookingTransition): BookingDto['history'][number] {
  return {
    action: t.action as BookingDto['history'][number]['action'],
    from: t.fromStatus ?? null,
    to: t.toStatus,
    actorRole: t.actorRole,
    reason: t.reason ?? null,
    at: t.at.toISOString(),
  };
}

/** What a booking's view needs beyond its own row, by id. */
export interface BookingRelated {
  /** Full names of the clients and cleaners, by user id. */
  names: ReadonlyMap<string, string>;
  /** Public profile slugs of the cleaners, by user id. */
  slugs: ReadonlyMap<string, string>;
  /** Number of occurrences of each series, by series id. */
  seriesCounts: ReadonlyMap<string, number>;
  /** Recorded transitions of each booking, oldest first, by booking id. */
  history: ReadonlyMap<string, readonly IBookingTransition[]>;
  photos: ReadonlyMap<string, { before: number; after: number }>;
  sites: ReadonlyMap<string, BookingSiteDetails>;
}

/** The related rows of the bookings, loaded in batches. */
export async function loadRelated(
  em: EntityManager,
  bookings: readonly IBooking[],
  properties: Pick<PropertyLookup, 'sitesOf'>,
): Promise<BookingRelated> {
  const userIds = [...new Set(bookings.flatMap((b) => [b.clientId, b.cleanerId]))];
  const cleanerIds = [...new Set(bookings.map((b) => b.cleanerId))];
  const seriesIds = [...new Set(bookings.flatMap((b) => (b.seriesId ? [b.seriesId] : [])))];
  const ids = bookings.map((b) => b.id);
  const [users, profiles, series, transitions, photos, sites] = await Promise.all([
    em.find(User, { id: { $in: userIds } }),
    em.find(CleanerProfile, { userId: { $in: cleanerIds } }),
    seriesIds.length > 0 ? em.find(BookingSeries, { id: { $in: seriesIds } }) : [],
    em.find(BookingTransition, { bookingId: { $in: ids } }, { orderBy: { at: 'asc', id: 'asc' } }),
    // Photos exist only once the work started.
    photoCountsOf(
      em,
      bookings.flatMap((b) => (b.punchedInAt ? [b.id] : [])),
    ),
    properties.sitesOf([...new Set(bookings.map((b) => b.propertyId))]),
  ]);
  const history = new Map<string, IBookingTransition[]>();
  for (const t of transitions) history.set(t.bookingId, [...(history.get(t.bookingId) ?? []), t]);
  return {
    names: new Map(users.map((u) => [u.id, u.fullName])),
    slugs: new Map(profiles.map((p) => [p.userId, p.slug])),
    seriesCounts: new Map(series.map((s) => [s.id, s.occurrences])),
    history,
    photos,
    sites,
  };
}

/** The bookings as their client, their cleaner or an admin sees them; related rows loaded in batches. */
export async function toBookingDtos(
  em: EntityManager,
  bookings: readonly IBooking[],
  now: Date,
  context: { viewer: Viewer; properties: Pick<PropertyLookup, 'sitesOf'>; publicUrl: string },
): Promise<BookingDto[]> {
  if (bookings.length === 0) return [];
  return assembleBookingDtos(bookings, await loadRelated(em, bookings, context.properties), now, context);
}

/**
 * The bookings' views from what is already in hand: creation builds them from the rows it just
 * wrote, instead of reading them back.
 */
export function assembleBookingDtos(
  bookings: readonly IBooking[],
  related: BookingRelated,
  now: Date,
  context: { viewer: Viewer; publicUrl: string },
): BookingDto[] {
  const { viewer } = context;
  const { names: nameOf, slugs: slugOf, seriesCounts: seriesCount, history: historyOf, photos: photoCounts, sites } = related;
  return bookings.map((b) => ({
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    label: labelOf(b, now),
    frequency: b.frequency,
    series: b.seriesId ? { id: b.seriesId, index: b.seriesIndex ?? 1, count: seriesCount.get(b.seriesId) ?? 2 } : null,
    date: b.localDate,
    startTime: b.localStartTime,
    durationHours: b.durationMinutes / 60,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    expiresAt: b.status === 'pending' ? new Date(b.createdAt.getTime() + requestLifetimeMs).toISOString() : null,
    cleaner: { id: b.cleanerId, name: nameOf.get(b.cleanerId) ?? '', slug: slugOf.get(b.cleanerId) ?? '' },
    client: { id: b.clientId, name: nameOf.get(b.clientId) ?? '' },
    property: { id: b.propertyId, type: b.propertyType as PropertyType, city: b.propertyCity },
    site: siteFor(viewer, b, sites.get(b.propertyId)),
    work: {
      punchedInAt: b.punchedInAt?.toISOString() ?? null,
      punchedOutAt: b.punchedOutAt?.toISOString() ?? null,
      workedMinutes:
        b.punchedInAt && b.punchedOutAt ? Math.floor((b.punchedOutAt.getTime() - b.punchedInAt.getTime()) / 60_000) : null,
      checklistSubmittedAt: b.checklistSubmittedAt?.toISOString() ?? null,
      photos: photoCounts.get(b.id) ?? { before: 0, after: 0 },
      photosRequired: b.allowPhotos,
    },
    serviceType: b.serviceType as BookingDto['serviceType'],
    notes: b.notes ?? null,
    hasPets: b.hasPets,
    petType: b.petType ?? null,
    suppliesProvidedByCleaner: b.suppliesProvidedByCleaner,
    allowPhotos: b.allowPhotos,
    emergency: b.emergency,
    emergencyReason: b.emergencyReason ?? null,
    priorityLevel: b.priorityLevel ?? null,
    checklist: b.checklist,
    price: b.price,
    payment: {
      depositPaid: b.depositPaymentIntentId ? b.depositCents : 0,
      balancePaid: b.balancePaidCents,
      refunded: b.refundedCents,
      // Derived from the payment status, so it cannot outlive the debt.
      payNowUrl: viewer.role !== 'cleaner' && balanceIsDue(b) ? payNowUrlOf(context.publicUrl, b.id) : null,
    },
    cancellation:
      b.cancelledBy && b.cancelledAt
        ? {
            by: b.cancelledBy,
            reason: b.cancellationReason ?? null,
            note: b.cancellationNote ?? null,
            at: b.cancelledAt.toISOString(),
            feeKept: b.feeKeptCents,
          }
        : null,
    cleanerUnavailableAt: b.cleanerUnavailableAt?.toISOString() ?? null,
    ...cancellationTermsFor(viewer, b, now),
    history: (historyOf.get(b.id) ?? []).map(historyItem),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  }));
}
