import type { PropreError } from '@propre/sdk';
import { bookings as bookingsApi } from '@propre/sdk/query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useCursorPages } from '../ui/use-cursor-pages.ts';
import { useReportError } from '../ui/use-report-error.ts';
import { BookingsListView } from './BookingsListView.tsx';
import { type Booking, type BookingsNavigation, type BookingsTab, tabStatuses, type ViewerRole } from './types.ts';
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

  // Switching tabs keeps each tab's pages.
  const paged = useCursorPages<Booking>(
    tab,
    (cursor) => ({
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
    }),
    { keepEachKey: true },
  );
  useReportError(paged.failure, onError);

  return (
    <BookingsListView
      {...view}
      tab={tab}
      onTabChange={(next) => {
        if (controlled === undefined) setOwn(next);
        onTabChange?.(next);
      }}
      status={paged.status}
      bookings={paged.items}
      viewer={viewer}
      locale={locale}
      {...paged.list}
    />
  );
}
