import { type ComponentType, lazy } from 'react';
import { withTexts } from '../i18n/with-texts.tsx';
import type { BookingCardProps } from './BookingCard.tsx';
import type { BookingDetailsProps } from './BookingDetails.tsx';
import type { BookingDetailsViewProps } from './BookingDetailsView.tsx';
import type { BookingsListProps } from './BookingsList.tsx';
import type { BookingsListViewProps } from './BookingsListView.tsx';
import type { SiteMapProps } from './SiteMap.tsx';

/**
 * What the entry exports: each widget loaded when it is first shown (like the cancel and
 * postpone page) behind a Suspense boundary that also covers its texts, which load per language
 * on demand (booking/i18n.ts). A page that shows the list does not load the details, and the
 * entry itself stays a few hundred bytes over the provider.
 */
const List = lazy(() => import('./BookingsList.tsx').then((module) => ({ default: module.BookingsList })));
const ListView = lazy(() => import('./BookingsListView.tsx').then((module) => ({ default: module.BookingsListView })));
const Card = lazy(() => import('./BookingCard.tsx').then((module) => ({ default: module.BookingCard })));
const SiteMapInner = lazy(() => import('./SiteMap.tsx').then((module) => ({ default: module.SiteMap })));
const Details = lazy(() => import('./BookingDetails.tsx').then((module) => ({ default: module.BookingDetails })));
const DetailsView = lazy(() => import('./BookingDetailsView.tsx').then((module) => ({ default: module.BookingDetailsView })));

export const BookingsList: ComponentType<BookingsListProps> = withTexts(List, 'BookingsList', '20rem');
export const BookingsListView: ComponentType<BookingsListViewProps> = withTexts(ListView, 'BookingsListView', '20rem');
export const BookingCard: ComponentType<BookingCardProps> = withTexts(Card, 'BookingCard', '6rem');
export const SiteMap: ComponentType<SiteMapProps> = withTexts(SiteMapInner, 'SiteMap', '12rem');
export const BookingDetails: ComponentType<BookingDetailsProps> = withTexts(Details, 'BookingDetails', '24rem');
export const BookingDetailsView: ComponentType<BookingDetailsViewProps> = withTexts(DetailsView, 'BookingDetailsView', '24rem');
