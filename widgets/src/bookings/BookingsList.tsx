import type { PropreError } from '@propre/sdk';
import { bookings as bookingsApi } from '@propre/sdk/query';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useReportError } from '../ui/use-report-error.ts';
import { type BookingsListStatus, BookingsListView } from './BookingsListView.tsx';
import { type BookingPage, type BookingsNavigation, type BookingsTab, tabStatuses, type ViewerRole } from './types.ts';
import { useViewerRole } from './use-viewer.ts';

export interface BookingsListProps extends BookingsNavigation {
  /** Controlled tab (e.g. from the address bar); pair it with `onTabChange`. */
  tab?: BookingsTab;
  defaultTab?: BookingsTab;
  onTabChange?: (tab: BookingsTab) => void;
  onError?: (error: PropreError) => void;
  /** Bookings per page (1 to 100). */
  pageSize?: number;
  /** The signed-in person's role by default. */
  viewer?: ViewerRole;
  showTitle?: boolean;
}

/**
 * The signed-in person's bookings (`bookings.listMine`): upcoming (soonest first), past and
 * cancelled (newest request first) tabs, with a « show more » that appends the next page (cursor).
 */
export function BookingsList(props: BookingsListProps) {
  const { tab: controlled, defaultTab = 'upcoming', onTabChange, onError, pageSize = 10, viewer: viewerProp, ...view } = props;
  const { client, locale } = usePropre();
  const viewer = useViewerRole(viewerProp);
  const [own, setOwn] = useState<BookingsTab>(defaultTab);
  const tab = controlled ?? own;

  // Pages asked for, per tab: switching tabs keeps each tab's pages.
  const [cursors, setCursors] = useState<Record<BookingsTab, (string | undefined)[]>>({
    upcoming: [undefined],
    past: [undefined],
    cancelled: [undefined],
  });
  const pages = useQueries({
    queries: cursors[tab].map((cursor) => ({
      ...bookingsApi.listMine(client, {
        status: tabStatuses[tab],
        // What comes next reads soonest first; the past and the cancelled, newest first.
        ...(tab === 'upcoming' ? { sort: 'soonest' as const } : {}),
        limit: pageSize,
        ...(cursor ? { cursor } : {}),
      }),
      // A booking changes without this tab knowing (the other side acts): fresh on each visit.
      refetchOnMount: 'always' as const,
      refetchOnWindowFocus: 'always' as const,
    })),
  });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const items = pages.flatMap((page) => (page?.data as BookingPage | undefined)?.items ?? []);
  const nextCursor = (last?.data as BookingPage | undefined)?.nextCursor ?? null;

  let status: BookingsListStatus = 'success';
  if (first?.isError) status = 'error';
  else if (!first?.data) status = 'loading';
  else if (items.length === 0) status = 'empty';

  const moreError = pages.length > 1 && last?.isError ? last.error : undefined;
  const failure = first?.isError ? first.error : moreError;
  useReportError(failure, onError);

  return (
    <BookingsListView
      {...view}
      tab={tab}
      onTabChange={(next) => {
        if (controlled === undefined) setOwn(next);
        onTabChange?.(next);
      }}
      status={status}
      bookings={items}
      viewer={viewer}
      locale={locale}
      error={first?.error}
      onRetry={() => void first?.refetch()}
      retrying={first?.isFetching}
      hasMore={nextCursor !== null}
      loadingMore={pages.length > 1 && Boolean(last?.isFetching)}
      loadMoreError={moreError}
      onLoadMore={() => {
        if (moreError) return void last?.refetch();
        if (nextCursor) setCursors((current) => ({ ...current, [tab]: [...current[tab], nextCursor] }));
      }}
    />
  );
}
