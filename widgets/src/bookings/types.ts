import type { Booking, BookingStatus, CancellationReason } from '@propre/sdk';

export type { Booking, BookingPage, BookingPhoto, BookingStatus, CancellationReason } from '@propre/sdk';
export type PaymentStatus = Booking['paymentStatus'];
export type Locale = 'fr' | 'en';
/** Who is looking at a booking: its client or its cleaner (admins see the client's side). */
export type ViewerRole = 'client' | 'cleaner';

/** The list's three tabs and the statuses each shows. */
export type BookingsTab = 'upcoming' | 'past' | 'cancelled';
export const tabStatuses: Record<BookingsTab, BookingStatus[]> = {
  upcoming: ['pending', 'confirmed', 'in_progress'],
  past: ['completed'],
  cancelled: ['cancelled', 'declined', 'declinedByClient'],
};
export const bookingsTabs: readonly BookingsTab[] = ['upcoming', 'past', 'cancelled'];

// Every value of the contract's enum, in the order a person picks from.
export const cancellationReasons = [
  'schedule_conflict',
  'found_alternative',
  'price',
  'emergency',
  'other',
] as const satisfies readonly CancellationReason[];

/** The confirmation routes `/bookings/{id}/{action}`. */
export type BookingAction = 'cancel' | 'postpone';
export const bookingActions: readonly BookingAction[] = ['cancel', 'postpone'];
export const isBookingAction = (value: string | undefined): value is BookingAction =>
  (bookingActions as readonly string[]).includes(value ?? '');

/** Links the widgets render; the host decides its routes. */
export interface BookingsNavigation {
  /** `/bookings/{id}` by default. */
  bookingHref?: (bookingId: string) => string;
  /** `/bookings/{id}/{action}` by default. */
  actionHref?: (bookingId: string, action: BookingAction) => string;
  /** `/cleaners/{slug}` by default. */
  cleanerHref?: (slug: string) => string;
  /** `/cleaners` by default: the next step of an empty list. */
  searchHref?: string;
}

export const defaultNavigation: Required<BookingsNavigation> = {
  bookingHref: (id) => `/bookings/${id}`,
  actionHref: (id, action) => `/bookings/${id}/${action}`,
  cleanerHref: (slug) => `/cleaners/${slug}`,
  searchHref: '/cleaners',
};

/** The host's links over the defaults. */
export function navigationOf(nav: BookingsNavigation): Required<BookingsNavigation> {
  return {
    bookingHref: nav.bookingHref ?? defaultNavigation.bookingHref,
    actionHref: nav.actionHref ?? defaultNavigation.actionHref,
    cleanerHref: nav.cleanerHref ?? defaultNavigation.cleanerHref,
    searchHref: nav.searchHref ?? defaultNavigation.searchHref,
  };
}

/** Why the cleaner declines a request, as `bookings.decline` takes it: both optional. */
export interface DeclineValues {
  reason?: CancellationReason;
  note?: string;
}

/** One request's answer in flight, or its refusal by the API. */
export interface RequestAnswer {
  pending?: 'accept' | 'decline' | null;
  error?: unknown;
}
