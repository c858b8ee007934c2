import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { BookingPrice } from './pricing.ts';

export const bookingStatuses = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'declined',
  'declinedByClient',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses in which a booking holds its slot in the cleaner's calendar (the exclusion constraint's list). */
export const slotHoldingStatuses = ['pending', 'confirmed', 'in_progress'] as const satisfies readonly BookingStatus[];
/** The bookings that make a client's next one not their first (cancelled and declined ones do not count). */
export const firstBookingCountingStatuses = [...slotHoldingStatuses, 'completed'] as const satisfies readonly BookingStatus[];

// The spec's payment status values live with the payments area, which owns their meaning.
import { paymentStatuses } from './payment-status.ts';

export { type PaymentStatus, paymentStatuses } from './payment-status.ts';

export const frequencies = ['once', 'weekly', 'bi-weekly', 'monthly', 'custom'] as const;
export type Frequency = (typeof frequencies)[number];
export const petTypes = ['cat', 'dog', 'other'] as const;
export const cancellationReasons = ['schedule_conflict', 'found_alternative', 'price', 'emergency', 'other'] as const;
export const actorRoles = ['client', 'cleaner', 'admin', 'system'] as const;
export type ActorRole = (typeof actorRoles)[number];

export interface ChecklistItem {
  task: string;
  done: boolean;
}

/** A device location as recorded at punch-in or punch-out, with its distance to the reference point. */
export interface RecordedLocation {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
  /** Metres to the point it was checked against (null when an admin recorded it unchecked). */
  distanceMeters: number | null;
  /** What it was checked against: the property's pin, its municipality, or the punch-in location. */
  reference: 'pin' | 'municipality' | 'punch_in' | null;
}

export const photoKinds = ['before', 'after'] as const;
export type PhotoKind = (typeof photoKinds)[number];
export const photoRooms = ['kitchen', 'bathroom', 'living', 'bedroom', 'office', 'other'] as const;
export type PhotoRoom = (typeof photoRooms)[number];

/** A before or after photo of a booking (stored re-encoded; the bytes live in file storage). */
export const BookingPhoto = defineEntity({
  name: 'BookingPhoto',
  tableName: 'booking_photo',
  properties: {
    id: p.string().primary(),
    bookingId: p.string(),
    kind: p.enum(photoKinds),
    room: p.enum(photoRooms),
    storageKey: p.string(),
    uploadedBy: p.string(),
    createdAt: p.datetime(),
  },
});
export type IBookingPhoto = InferEntity<typeof BookingPhoto>;

/** Recurring bookings: one series, one booking per occurrence, each with its own lifecycle. */
export const BookingSeries = defineEntity({
  name: 'BookingSeries',
  tableName: 'booking_series',
  properties: {
    id: p.string().primary(),
    clientId: p.string(),
    cleanerId: p.string(),
    frequency: p.enum(['weekly', 'bi-weekly', 'monthly', 'custom'] as const),
    intervalDays: p.integer().nullable(),
    occurrences: p.integer(),
    createdAt: p.datetime(),
  },
});
export type IBookingSeries = InferEntity<typeof BookingSeries>;

/**
 * One cleaning. Times are stored twice on purpose: the local date and time the client chose
 * (what people read) and the UTC instants they mean (what the slot constraint compares).
 */
export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: {
    id: p.string().primary(),
    clientId: p.string(),
    cleanerId: p.string(),
    /** A property of the client; a plain id until the properties area adds the foreign key. */
    propertyId: p.string(),
    propertyType: p.string(),
    propertyCity: p.string(),
    seriesId: p.string().nullable(),
    seriesIndex: p.integer().nullable(),
    frequency: p.enum(frequencies),
    status: p.enum(bookingStatuses),
    paymentStatus: p.enum(paymentStatuses),
    localDate: p.string().columnType('date'),
    localStartTime: p.string(),
    durationMinutes: p.integer(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    serviceType: p.string(),
    notes: p.text().nullable(),
    hasPets: p.boolean(),
    petType: p.enum(petTypes).nullable(),
    suppliesProvidedByCleaner: p.boolean(),
    allowPhotos: p.boolean(),
    emergency: p.boolean(),
    emergencyReason: p.text().nullable(),
    priorityLevel: p.integer().nullable(),
    checklist: p.json<ChecklistItem[]>(),
    price: p.json<BookingPrice>(),
    totalCents: p.integer(),
    depositCents: p.integer(),
    balanceCents: p.integer(),
    paymentCustomerId: p.string().nullable(),
    paymentMethodId: p.string().nullable(),
    depositPaymentIntentId: p.string().nullable(),
    refundedCents: p.integer(),
    feeKeptCents: p.integer(),
    cancellationReason: p.string().nullable(),
    cancellationNote: p.text().nullable(),
    cancelledBy: p.enum(actorRoles).nullable(),
    cancelledAt: p.datetime().nullable(),
    /** When the cleaner was suspended while the booking was confirmed or in progress: free cancellation, the admin's list. */
    cleanerUnavailableAt: p.datetime().nullable(),
    /** When the cleaner punched in; drives the late and no-show labels. */
    punchedInAt: p.datetime().nullable(),
    punchInLocation: p.json<RecordedLocation>().nullable(),
    punchedOutAt: p.datetime().nullable(),
    punchOutLocation: p.json<RecordedLocation>().nullable(),
    checklistSubmittedAt: p.datetime().nullable(),
    /** The balance's payment: the one that paid it, or while it is owed the one the pay-now page confirms. */
    balancePaymentIntentId: p.string().nullable(),
    balancePaidCents: p.integer(),
    /** The partner whose embedded widget (publishable key) the booking was made from; its webhooks report it. */
    partnerId: p.string().nullable(),
    /** When the money held for the booking was split between the cleaner, the platform and the taxes. */
    settledAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IBooking = InferEntity<typeof Booking>;

/** Every change of a booking's status (and every postponement), as it happened. */
export const BookingTransition = defineEntity({
  name: 'BookingTransition',
  tableName: 'booking_transition',
  properties: {
    id: p.string().primary(),
    bookingId: p.string(),
    action: p.string(),
    fromStatus: p.enum(bookingStatuses).nullable(),
    toStatus: p.enum(bookingStatuses),
    actorUserId: p.string().nullable(),
    actorRole: p.enum(actorRoles),
    reason: p.string().nullable(),
    note: p.text().nullable(),
    at: p.datetime(),
  },
});
export type IBookingTransition = InferEntity<typeof BookingTransition>;
