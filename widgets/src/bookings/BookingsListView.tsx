import type { PropreError } from '@propre/sdk';
import type { ReactNode } from 'react';
import { useBookingTranslation } from '../booking/i18n.ts';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { Button, buttonClassName, EmptyState, ErrorState, ProblemAlert, Skeleton, Tabs } from '../ui/index.ts';
import { BookingCard } from './BookingCard.tsx';
import {
  type Booking,
  type BookingsNavigation,
  type BookingsTab,
  bookingsTabs,
  type Locale,
  navigationOf,
  type ViewerRole,
} from './types.ts';

export type BookingsListStatus = 'loading' | 'error' | 'empty' | 'success';

export interface BookingsListViewProps extends BookingsNavigation {
  tab: BookingsTab;
  onTabChange: (tab: BookingsTab) => void;
  status: BookingsListStatus;
  bookings: readonly Booking[];
  viewer: ViewerRole;
  locale: Locale;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreError?: unknown;
  onLoadMore?: () => void;
  /** Shows the « Mes réservations » heading (a page with its own title hides it). */
  showTitle?: boolean;
  className?: string;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="propre-bookings__skeleton" aria-busy="true" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="propre-bookings__card propre-bookings__card--skeleton" data-part="card-skeleton">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="rect" height="1.5rem" width="8rem" />
        </div>
      ))}
    </div>
  );
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
  const { t } = useBookingTranslation();
  const rootClass = usePartClass('root', cx('propre-bookings', props.className));

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
        <ul className="propre-bookings__list" data-part="list">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} viewer={viewer} locale={locale} href={nav.bookingHref(booking.id)} />
          ))}
        </ul>
        {loadMoreError ? (
          <ProblemAlert error={loadMoreError as PropreError} title={t('bookings.loadMoreError')} onRetry={onLoadMore} />
        ) : null}
        {hasMore && !loadMoreError ? (
          <Button variant="secondary" onClick={onLoadMore} loading={loadingMore} data-part="load-more">
            {t('bookings.loadMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <section
      className={rootClass}
      data-part="root"
      data-state={status}
      aria-labelledby={props.showTitle === false ? undefined : 'propre-bookings-title'}
    >
      {props.showTitle === false ? null : (
        <h2 className="propre-bookings__title" id="propre-bookings-title">
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
