import { reviews } from '@propre/sdk/query';
import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { useCursorPages } from '../ui/use-cursor-pages.ts';
import type { Review } from './categories.ts';
import { ReviewListView } from './ReviewListView.tsx';
import { reviewsTexts } from './texts.ts';

export interface ReviewListProps {
  /** Whose list it is: a client sees the reviews they wrote, a cleaner those about them (reviews.listMine). */
  viewerRole?: 'client' | 'cleaner';
  /** Reviews per page (1 to 100). */
  pageSize?: number;
  /** The empty state's next step, e.g. a link to the person's bookings. */
  emptyAction?: ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}

/** The signed-in person's reviews (reviews.listMine), newest first, with "show more". */
export function ReviewList({ viewerRole = 'client', pageSize = 10, emptyAction, ...view }: ReviewListProps) {
  const { t } = useEntryTranslation(reviewsTexts);
  const { client } = usePropre();
  const paged = useCursorPages<Review>(`mine:${pageSize}`, (cursor) =>
    reviews.listMine(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
  );
  return (
    <ReviewListView
      {...view}
      status={paged.status}
      reviews={paged.items}
      {...paged.list}
      emptyTitle={t('empty')}
      emptyBody={viewerRole === 'cleaner' ? t('list.emptyCleaner') : t('list.emptyClient')}
      emptyAction={emptyAction}
      showCleaner={viewerRole === 'client'}
    />
  );
}
