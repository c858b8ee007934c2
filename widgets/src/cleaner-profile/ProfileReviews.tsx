import { RatingSummary, ReviewListView, type ReviewSummary } from '../reviews/index.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ProfileSection } from './ProfileSection.tsx';
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
  const { items, ...list } = reviews;
  return (
    <ProfileSection name="reviews" title={t('reviews.heading')} headingLevel={headingLevel}>
      {summary && summary.count > 0 ? <RatingSummary summary={summary} className={part('summary').className} /> : null}
      <ReviewListView
        className={part('reviewList').className}
        {...list}
        reviews={items}
        cleanerName={firstName}
        emptyTitle={t('reviews.empty')}
        emptyBody={t('reviews.emptyBody', { name: firstName })}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    </ProfileSection>
  );
}

// Widgets of the reviews entry: preloaded with the profile (ui/define-widget.tsx).
ProfileReviews.widgets = [RatingSummary, ReviewListView];
