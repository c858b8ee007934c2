import { useId } from 'react';
import { cx } from '../theme/appearance.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { Review, ReviewSummary } from './categories.ts';
import type { ReviewsPart } from './parts.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ReviewListView, type ReviewListViewProps } from './ReviewListView.tsx';
import { reviewsTexts } from './texts.ts';

export interface ReceivedReviewsViewProps
  extends Omit<ReviewListViewProps, 'reviews' | 'showCleaner' | 'emptyTitle' | 'emptyBody' | 'renderAfter' | 'headingLevel'> {
  reviews: readonly Review[];
  /** The averages per category (`PublicCleanerProfile.reviews.summary`); loading while undefined. */
  summary?: ReviewSummary;
  /** Why the averages could not be read; the list still shows. */
  summaryError?: unknown;
  onSummaryRetry?: () => void;
  /** Publishes the cleaner's answer to a review (reviews.reply); without it, no reply form. */
  onReply?: (reviewId: string, text: string) => Promise<unknown>;
  /** The level of the two section headings (averages, reviews). */
  headingLevel?: 2 | 3;
}

/** The reviews a cleaner received, as props only: the averages per category, then the reviews, each answerable once. */
export function ReceivedReviewsView(props: ReceivedReviewsViewProps) {
  const { summary, summaryError, onSummaryRetry, onReply, headingLevel = 2, className, ...list } = props;
  const { t, part } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  let averages = <Skeleton height="12rem" />;
  if (summaryError)
    averages = <ErrorState error={summaryError} onRetry={onSummaryRetry} headingLevel={headingLevel === 2 ? 3 : 4} />;
  else if (summary) averages = <RatingSummary summary={summary} headingLevel={headingLevel} />;
  return (
    <div {...part('received', { className: cx('propre-stack', className) })}>
      {averages}
      <section aria-labelledby={`${id}-list`}>
        <Heading id={`${id}-list`} {...part('receivedHeading')}>
          {t('received.heading')}
        </Heading>
        <ReviewListView
          {...list}
          headingLevel={headingLevel === 2 ? 3 : 4}
          emptyTitle={t('empty')}
          emptyBody={t('list.emptyCleaner')}
          renderAfter={
            onReply
              ? (review) =>
                  review.reply || ('hidden' in review && review.hidden) ? null : (
                    <ReplyForm authorName={review.authorName} onReply={(text) => onReply(review.id, text)} />
                  )
              : undefined
          }
        />
      </section>
    </div>
  );
}
