import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { DetailsSkeleton, ListSkeleton } from './skeletons.tsx';
import { bookingsTexts } from './texts.ts';

const widget = entryWidgets(bookingsTexts);

const list = () => createElement(ListSkeleton);
const details = () => createElement(DetailsSkeleton);
const action = skeletonOf({ shape: 'text', lines: 4 });

/** The signed-in person's bookings: upcoming, past and cancelled tabs, « show more » by page. */
export const BookingsList = widget('BookingsList', () => import('./BookingsList.tsx'), list);

/** The bookings list with your own data: tabs, cards and states, props only. */
export const BookingsListView = widget('BookingsListView', () => import('./BookingsListView.tsx'), list);

/** One booking as a card of the list: when, with whom, its status and price; the whole card opens it. */
export const BookingCard = widget('BookingCard', () => import('./BookingCard.tsx'), skeletonOf({ height: '6rem' }));

/** A booking's place as a sketch drawn from its coordinates (nothing fetched), or a tile map. */
export const SiteMap = widget('SiteMap', () => import('./SiteMap.tsx'), skeletonOf({ height: '12rem' }));

/** One booking for its client or its cleaner, kept current live; others get « access denied ». */
export const BookingDetails = widget('BookingDetails', () => import('./BookingDetails.tsx'), details);

/** A booking's details with your own data, props only. */
export const BookingDetailsView = widget('BookingDetailsView', () => import('./BookingDetailsView.tsx'), details);

/**
 * Cancel or postpone a booking after saying what will happen: the fee or the full refund as the
 * API computes them now, or why it can no longer move.
 */
export const BookingAction = widget('BookingAction', () => import('./BookingAction.tsx'), action);

/** The cancel and postpone confirmation with your own data, props only. */
export const BookingActionView = widget('BookingActionView', () => import('./BookingActionView.tsx'), action);

/** The signed-in cleaner's requests (time left, accept or decline) and today's and upcoming jobs, live. */
export const CleanerBookings = widget('CleanerBookings', () => import('./workspace/CleanerBookings.tsx'), list);

/** The cleaner's requests and jobs with your own data, props only. */
export const CleanerBookingsView = widget('CleanerBookingsView', () => import('./workspace/CleanerBookingsView.tsx'), list);
