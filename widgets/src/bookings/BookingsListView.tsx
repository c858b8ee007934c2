import type { PropreError } from '@propre/sdk';
import { type ReactNode, useId } from 'react';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { ListStatus, PagedListProps } from '../ui/paged-list.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { BookingCard } from './BookingCard.tsx';
import type { BookingsPart } from './parts.ts';
import { ListSkeleton } from './skeletons.tsx';
import { bookingsTexts } from './texts.ts';
import {
  type Booking,
  type BookingsNavigation,
  type BookingsTab,
  bookingsTabs,
  type Locale,
  navigationOf,
  type ViewerRole,
} from './types.ts';

export type BookingsListStatus = ListStatus;

export interface BookingsListViewProps extends BookingsNavigation, PagedListProps {
  tab: BookingsTab;
  onTabChange: (tab: BookingsTab) => void;
  status: BookingsListStatus;
  bookings: readonly Booking[];
  viewer: ViewerRole;
  locale: Locale;
  /** Shows the « Mes réservations » heading (a page with its own title hides it). */
  showTitle?: boolean;
}

/** The bookings list without data fetching: tabs, cards, states; everything through props. */
export function BookingsListView(props: BookingsListViewProps) {
  const {
    tab,
    onTabChange,
    status,
    bookings,
    viewer,
    locale,
    error,
    onRetry,
    retrying,
    hasMore,
    loadingMore,
    loadMoreError,
    onLoadMore,
  } = props;
  const nav = navigationOf(props);
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const titleId = useId();

  let panel: ReactNode;
  if (status === 'loading') panel = <ListSkeleton label={t('bookings.loading')} />;
  else if (status === 'error')
    panel = <ErrorState error={error} title={t('bookings.errorTitle')} onRetry={onRetry} retrying={retrying} />;
  else if (status === 'empty')
    panel = (
      <EmptyState
        title={t(`bookings.empty.${tab}.title`)}
        body={viewer === 'cleaner' ? t('bookings.empty.cleaner') : t(`bookings.empty.${tab}.body`)}
        action={
          viewer === 'client' ? (
            <a className={buttonClassName()} href={nav.searchHref}>
              {t('bookings.empty.findCleaner')}
            </a>
          ) : undefined
        }
      />
    );
  else
    panel = (
      <>
        <ul {...part('cards')}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} viewer={viewer} locale={locale} href={nav.bookingHref(booking.id)} />
          ))}
        </ul>
        {loadMoreError ? (
          <ProblemAlert error={loadMoreError as PropreError} title={t('bookings.loadMoreError')} onRetry={onLoadMore} />
        ) : null}
        {hasMore && !loadMoreError ? (
          <Button variant="secondary" onClick={onLoadMore} loading={loadingMore} {...part('loadMore')}>
            {t('bookings.loadMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <section {...part('list', { state: status })} aria-labelledby={props.showTitle === false ? undefined : titleId}>
      {props.showTitle === false ? null : (
        <h2 {...part('title')} id={titleId}>
          {t('bookings.title')}
        </h2>
      )}
      <Tabs
        label={t('bookings.tabsLabel')}
        value={tab}
        onValueChange={(value) => onTabChange(value as BookingsTab)}
        items={bookingsTabs.map((value) => ({
          value,
          label: t(`bookings.tabs.${value}`),
          content: value === tab ? panel : null,
        }))}
      />
    </section>
  );
}
