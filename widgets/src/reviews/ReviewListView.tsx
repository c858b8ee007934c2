import type { ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { ListStatus, PagedListProps } from '../ui/paged-list.ts';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PublicReview, Review } from './categories.ts';
import type { ReviewsPart } from './parts.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { reviewsTexts } from './texts.ts';

export type ReviewListStatus = ListStatus;

export interface ReviewListViewProps extends PagedListProps {
  status: ReviewListStatus;
  reviews: readonly (PublicReview | Review)[];
  /** The empty state's text and next step. */
  emptyTitle?: ReactNode;
  emptyBody?: ReactNode;
  emptyAction?: ReactNode;
  /** The reviewed cleaner, for « Réponse de … » on a profile's reviews. */
  cleanerName?: string;
  /** For a client's own list: each review names the cleaner it is about. */
  showCleaner?: boolean;
  /** Something of yours under a review (the cleaner's reply form on /profile/reviews). */
  renderAfter?: (review: PublicReview | Review) => ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}

export function ReviewSkeleton() {
  const part = usePart<ReviewsPart>('reviews');
  return (
    <div {...part('reviewSkeleton', { className: 'propre-stack propre-panel' })} aria-hidden="true">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="text" lines={2} />
    </div>
  );
}

/** Reviews as props only: skeletons, an error with retry, an empty state, the list and "show more". */
export function ReviewListView(props: ReviewListViewProps) {
  const { status, reviews, error, onRetry, retrying, hasMore, loadingMore, loadMoreError, onLoadMore } = props;
  const { emptyTitle, emptyBody, emptyAction, cleanerName, showCleaner, renderAfter, headingLevel = 3, className } = props;
  const { t, part } = useEntry<ReviewsPart>(reviewsTexts);

  if (status === 'loading') {
    return (
      <div {...part('list', { state: 'loading', className: cx('propre-stack', className) })} aria-busy="true">
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
      <div {...part('list', { state: 'error', className: cx('propre-stack', className) })}>
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} />
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div {...part('list', { state: 'empty', className: cx('propre-stack', className) })}>
        <EmptyState title={emptyTitle ?? t('empty')} body={emptyBody} action={emptyAction} headingLevel={headingLevel} />
      </div>
    );
  }
  return (
    <div {...part('list', { state: 'success', className: cx('propre-stack', className) })}>
      <ul {...part('listItems')}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} cleanerName={cleanerName} showCleaner={showCleaner} headingLevel={headingLevel} />
            {renderAfter?.(review)}
          </li>
        ))}
      </ul>
      {loadMoreError ? <ProblemAlert error={loadMoreError} onRetry={onLoadMore} retrying={loadingMore} /> : null}
      {hasMore && !loadMoreError ? (
        <Button variant="secondary" {...part('loadMore')} loading={loadingMore} onClick={onLoadMore}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
