import { useId } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { RatingSummary, ReviewListView, type ReviewSummary } from '../reviews/index.ts';
import type { ProfileReviewsState } from './CleanerProfileView.tsx';
import { cleanerProfileTexts } from './texts.ts';

export interface ProfileReviewsProps {
  className?: string;
  headingLevel: 2 | 3;
  summary?: ReviewSummary;
  reviews: ProfileReviewsState;
  firstName: string;
}

/** The reviews section: the averages per category, then the reviews with "show more". */
export default function ProfileReviews({ className, headingLevel, summary, reviews, firstName }: ProfileReviewsProps) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className} data-part="reviews" aria-labelledby={id}>
      <Heading id={id} className="propre-cleaner-profile__section-title">
        {t('reviews.heading')}
      </Heading>
      {summary && summary.count > 0 ? <RatingSummary summary={summary} className="propre-cleaner-profile__summary" /> : null}
      <ReviewListView
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
