import './bookings.css';

/** @propre/widgets/bookings: a person's bookings, a booking's details (live), and its cancel and postpone confirmations (issue 25), a cleaner's requests and jobs (issue 35). */
export type { BookingActionProps } from './BookingAction.tsx';
export type {
  BookingActionStatus,
  BookingActionViewProps,
  CancelValues,
  PostponeValues,
} from './BookingActionView.tsx';
export type { BookingCardProps } from './BookingCard.tsx';
export type { BookingDetailsProps } from './BookingDetails.tsx';
export type { BookingDetailsStatus, BookingDetailsViewProps } from './BookingDetailsView.tsx';
export type { BookingsListProps } from './BookingsList.tsx';
export type { BookingsListStatus, BookingsListViewProps } from './BookingsListView.tsx';
export type { MapPoint } from './map-point.ts';
export { type BookingsPart, bookingsParts } from './parts.ts';
export type { SiteMapProps } from './SiteMap.tsx';
export {
  type Booking,
  type BookingAction as BookingActionName,
  type BookingsNavigation,
  type BookingsTab,
  bookingActions,
  type DeclineValues,
  isBookingAction,
  type RequestAnswer,
  type ViewerRole,
} from './types.ts';
export type { BookingLiveOptions, LiveState } from './use-booking-live.ts';
export * from './widgets.ts';
export * from './workspace/index.ts';
