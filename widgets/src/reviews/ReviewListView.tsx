import type { ReactNode } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { reviewsNs } from '../i18n/bundles/reviews.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { PublicReview, Review } from './categories.ts';
import type { ReviewsClassNames } from './parts.ts';
import { ReviewCard } from './ReviewCard.tsx';

export type ReviewListStatus = 'loading' | 'error' | 'empty' | 'success';

export interface ReviewListViewProps {
  status: ReviewListStatus;
  reviews: readonly (PublicReview | Review)[];
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreError?: unknown;
  onLoadMore?: () => void;
  /** The empty state's text and next step. */
  emptyTitle?: ReactNode;
  emptyBody?: ReactNode;
  emptyAction?: ReactNode;
  /** The reviewed cleaner, for « Réponse de … » on a profile's reviews. */
  cleanerName?: string;
  /** For a client's own list: each review names the cleaner it is about. */
  showCleaner?: boolean;
  headingLevel?: 3 | 4;
  classNames?: ReviewsClassNames;
  className?: string;
}

export function ReviewSkeleton() {
  return (
    <div className="propre-review propre-review--skeleton" aria-hidden="true">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="text" lines={2} />
    </div>
  );
}

/** Reviews as props only: skeletons, an error with retry, an empty state, the list and "show more". */
export function ReviewListView(props: ReviewListViewProps) {
  const { status, reviews, error, onRetry, retrying, hasMore, loadingMore, loadMoreError, onLoadMore } = props;
  const { emptyTitle, emptyBody, emptyAction, cleanerName, showCleaner, headingLevel = 3, classNames, className } = props;
  const { t } = useWidgetTranslation(reviewsNs, 'common');
  const rootClass = usePartClass('review-list', cx('propre-review-list', className, classNames?.['review-list']));
  const moreClass = usePartClass('load-more', classNames?.['load-more']);

  if (status === 'loading') {
    return (
      <div className={rootClass} data-part="review-list" data-state="loading" aria-busy="true">
        <p className="propre-visually-hidden" role="status">
          {t('list.loading')}
        </p>
        <ReviewSkeleton />
        <ReviewSkeleton />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={rootClass} data-part="review-list" data-state="error">
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} />
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div className={rootClass} data-part="review-list" data-state="empty">
        <EmptyState title={emptyTitle ?? t('empty')} body={emptyBody} action={emptyAction} headingLevel={headingLevel} />
      </div>
    );
  }
  return (
    <div className={rootClass} data-part="review-list" data-state="success">
      <ul className="propre-review-list__items">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              cleanerName={cleanerName}
              showCleaner={showCleaner}
              headingLevel={headingLevel}
              classNames={classNames}
            />
          </li>
        ))}
      </ul>
      {loadMoreError ? <ProblemAlert error={loadMoreError} onRetry={onLoadMore} retrying={loadingMore} /> : null}
      {hasMore && !loadMoreError ? (
        <Button variant="secondary" className={moreClass} data-part="load-more" loading={loadingMore} onClick={onLoadMore}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
