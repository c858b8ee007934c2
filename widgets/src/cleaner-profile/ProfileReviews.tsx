import { useId } from 'react';
import { RatingSummary, ReviewListView, type ReviewSummary } from '../reviews/index.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { ProfileReviewsState } from './types.ts';

export interface ProfileReviewsProps {
  headingLevel: 2 | 3;
  summary?: ReviewSummary;
  reviews: ProfileReviewsState;
  firstName: string;
}

/** The reviews section: the averages per category, then the reviews with "show more". */
export default function ProfileReviews({ headingLevel, summary, reviews, firstName }: ProfileReviewsProps) {
  const { t, part } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('reviews')} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('reviews.heading')}
      </Heading>
      {summary && summary.count > 0 ? <RatingSummary summary={summary} className={part('summary').className} /> : null}
      <ReviewListView
        className={part('reviewList').className}
        status={reviews.status}
        reviews={reviews.items}
        error={reviews.error}
        onRetry={reviews.onRetry}
        hasMore={reviews.hasMore}
        loadingMore={reviews.loadingMore}
        loadMoreError={reviews.loadMoreError}
        onLoadMore={reviews.onLoadMore}
        cleanerName={firstName}
        emptyTitle={t('reviews.empty')}
        emptyBody={t('reviews.emptyBody', { name: firstName })}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    </section>
  );
}

// Widgets of the reviews entry: preloaded with the profile (ui/define-widget.tsx).
ProfileReviews.widgets = [RatingSummary, ReviewListView];
