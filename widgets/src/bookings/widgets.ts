import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BookingActionProps } from './BookingAction.tsx';
import type { BookingActionViewProps } from './BookingActionView.tsx';
import type { BookingCardProps } from './BookingCard.tsx';
import type { BookingDetailsProps } from './BookingDetails.tsx';
import type { BookingDetailsViewProps } from './BookingDetailsView.tsx';
import type { BookingsListProps } from './BookingsList.tsx';
import type { BookingsListViewProps } from './BookingsListView.tsx';
import type { SiteMapProps } from './SiteMap.tsx';
import { DetailsSkeleton, ListSkeleton } from './skeletons.tsx';
import { bookingsTexts } from './texts.ts';
import type { CleanerBookingsProps } from './workspace/CleanerBookings.tsx';
import type { CleanerBookingsViewProps } from './workspace/CleanerBookingsView.tsx';

const list = () => createElement(ListSkeleton);
const details = () => createElement(DetailsSkeleton);
const action = () => createElement(Skeleton, { shape: 'text', lines: 4 });

/** The signed-in person's bookings: upcoming, past and cancelled tabs, « show more » by page. */
export const BookingsList = defineWidget<BookingsListProps>({
  name: 'BookingsList',
  texts: bookingsTexts,
  load: () => import('./BookingsList.tsx').then((module) => module.BookingsList),
  skeleton: list,
});

/** The bookings list with your own data: tabs, cards and states, props only. */
export const BookingsListView = defineWidget<BookingsListViewProps>({
  name: 'BookingsListView',
  texts: bookingsTexts,
  load: () => import('./BookingsListView.tsx').then((module) => module.BookingsListView),
  skeleton: list,
});

/** One booking as a card of the list: when, with whom, its status and price; the whole card opens it. */
export const BookingCard = defineWidget<BookingCardProps>({
  name: 'BookingCard',
  texts: bookingsTexts,
  load: () => import('./BookingCard.tsx').then((module) => module.BookingCard),
  skeleton: () => createElement(Skeleton, { height: '6rem' }),
});

/** A booking's place as a sketch drawn from its coordinates (nothing fetched), or a tile map. */
export const SiteMap = defineWidget<SiteMapProps>({
  name: 'SiteMap',
  texts: bookingsTexts,
  load: () => import('./SiteMap.tsx').then((module) => module.SiteMap),
  skeleton: () => createElement(Skeleton, { height: '12rem' }),
});

/** One booking for its client or its cleaner, kept current live; others get « access denied ». */
export const BookingDetails = defineWidget<BookingDetailsProps>({
  name: 'BookingDetails',
  texts: bookingsTexts,
  load: () => import('./BookingDetails.tsx').then((module) => module.BookingDetails),
  skeleton: details,
});

/** A booking's details with your own data, props only. */
export const BookingDetailsView = defineWidget<BookingDetailsViewProps>({
  name: 'BookingDetailsView',
  texts: bookingsTexts,
  load: () => import('./BookingDetailsView.tsx').then((module) => module.BookingDetailsView),
  skeleton: details,
});

/**
 * Cancel or postpone a booking after saying what will happen: the fee or the full refund as the
 * API computes them now, or why it can no longer move.
 */
export const BookingAction = defineWidget<BookingActionProps>({
  name: 'BookingAction',
  texts: bookingsTexts,
  load: () => import('./BookingAction.tsx').then((module) => module.BookingAction),
  skeleton: action,
});

/** The cancel and postpone confirmation with your own data, props only. */
export const BookingActionView = defineWidget<BookingActionViewProps>({
  name: 'BookingActionView',
  texts: bookingsTexts,
  load: () => import('./BookingActionView.tsx').then((module) => module.BookingActionView),
  skeleton: action,
});

/** The signed-in cleaner's requests (time left, accept or decline) and today's and upcoming jobs, live. */
export const CleanerBookings = defineWidget<CleanerBookingsProps>({
  name: 'CleanerBookings',
  texts: bookingsTexts,
  load: () => import('./workspace/CleanerBookings.tsx').then((module) => module.CleanerBookings),
  skeleton: list,
});

/** The cleaner's requests and jobs with your own data, props only. */
export const CleanerBookingsView = defineWidget<CleanerBookingsViewProps>({
  name: 'CleanerBookingsView',
  texts: bookingsTexts,
  load: () => import('./workspace/CleanerBookingsView.tsx').then((module) => module.CleanerBookingsView),
  skeleton: list,
});
