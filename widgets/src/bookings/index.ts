import './bookings.css';

/** @propre/widgets/bookings: a person's bookings, a booking's details (live), and its cancel and postpone confirmations (issue 25). */
export { BookingAction, type BookingActionProps, BookingActionView } from './BookingAction.tsx';
export type {
  BookingActionStatus,
  BookingActionViewProps,
  CancelValues,
  PostponeValues,
} from './BookingActionView.tsx';
export { BookingCard, type BookingCardProps } from './BookingCard.tsx';
export { BookingDetails, type BookingDetailsProps } from './BookingDetails.tsx';
export { type BookingDetailsStatus, BookingDetailsView, type BookingDetailsViewProps } from './BookingDetailsView.tsx';
export { BookingsList, type BookingsListProps } from './BookingsList.tsx';
export { type BookingsListStatus, BookingsListView, type BookingsListViewProps } from './BookingsListView.tsx';
export { type MapPoint, SiteMap, type SiteMapProps } from './SiteMap.tsx';
export {
  type Booking,
  type BookingAction as BookingActionName,
  type BookingsNavigation,
  type BookingsTab,
  bookingActions,
  isBookingAction,
  type ViewerRole,
} from './types.ts';
export type { BookingLiveOptions, LiveState } from './use-booking-live.ts';
