import { useId } from 'react';
import { cleanerNs } from '../i18n/bundles/cleaner.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { usePartClass } from '../provider/hooks.ts';
import type { PublicReview } from '../reviews/categories.ts';
import { RatingSummary } from '../reviews/RatingSummary.tsx';
import { type ReviewListStatus, ReviewListView } from '../reviews/ReviewListView.tsx';
import { cx } from '../theme/appearance.ts';
import { buttonClassName } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { type AvailabilityStatus, NextAvailability } from './NextAvailability.tsx';
import { ProfileAbout, ProfileServices } from './ProfileDetails.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { ProfileGallery } from './ProfileGallery.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileLink } from './ProfileLink.tsx';
import { ProfileRates } from './ProfileRates.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import type { CleanerProfileClassNames } from './parts.ts';
import type { AvailabilityOccurrence, CleanerProfileNavigation, PublicCleanerProfile } from './types.ts';

export type CleanerProfileStatus = 'loading' | 'not-found' | 'error' | 'success';

export interface ProfileReviewsState {
  status: ReviewListStatus;
  items: readonly PublicReview[];
  error?: unknown;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreError?: unknown;
  onLoadMore?: () => void;
}

export interface CleanerProfileViewProps extends CleanerProfileNavigation {
  status: CleanerProfileStatus;
  profile?: PublicCleanerProfile;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** The reviews list (reviews.listForCleaner); the profile's three latest when not given. */
  reviews?: ProfileReviewsState;
  /** The next available days (availability.listOccurrences); the section is left out when not given. */
  availability?: { status: AvailabilityStatus; occurrences: readonly AvailabilityOccurrence[]; onRetry?: () => void };
  /** A confirmed booking of the viewer with this cleaner: shows "message" (spec: messaging only for confirmed bookings). */
  messageBookingId?: string | null;
  /** The name's level: 1 when the profile is the page (default), 2 inside a host's page. */
  headingLevel?: 1 | 2;
  classNames?: CleanerProfileClassNames;
  className?: string;
}

/** The public profile as props only: header, figures, rates, availability, details, gallery and reviews. */
export function CleanerProfileView(props: CleanerProfileViewProps) {
  const { status, profile, error, onRetry, retrying, reviews, availability, messageBookingId, headingLevel = 1 } = props;
  const { classNames, className, bookHref, messageHref, searchHref = '/cleaners', renderLink } = props;
  const { t } = useWidgetTranslation(cleanerNs, 'reviews');
  const reviewsId = useId();
  const rootClass = usePartClass('root', cx('propre-cleaner-profile', className, classNames?.root));
  const reviewsClass = usePartClass('reviews', cx('propre-cleaner-profile__section', classNames?.reviews));
  const section = (headingLevel + 1) as 2 | 3;
  const SectionHeading = `h${section}` as const;
  const navigation = { bookHref, messageHref, renderLink };

  if (status === 'loading' || (status === 'success' && !profile)) {
    return (
      <div className={rootClass} data-part="root" data-state="loading" aria-busy="true">
        <ProfileSkeleton />
      </div>
    );
  }
  if (status === 'not-found') {
    return (
      <div className={rootClass} data-part="root" data-state="not-found">
        <EmptyState
          className={cx('propre-cleaner-profile__not-found', classNames?.['not-found'])}
          headingLevel={headingLevel === 1 ? 2 : 3}
          title={t('profile.notFound.title')}
          body={t('profile.notFound.body')}
          action={
            <ProfileLink renderLink={renderLink} href={searchHref} className={buttonClassName()} data-part="search-link">
              {t('profile.notFound.action')}
            </ProfileLink>
          }
        />
      </div>
    );
  }
  if (status === 'error' || !profile) {
    return (
      <div className={rootClass} data-part="root" data-state="error">
        <ErrorState
          className={classNames?.error}
          error={error}
          onRetry={onRetry}
          retrying={retrying}
          title={t('profile.error.title')}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      </div>
    );
  }

  const firstName = profile.name.split(' ')[0] ?? profile.name;
  const summary = profile.reviews?.summary;
  const reviewState: ProfileReviewsState = reviews ?? {
    status: (profile.reviews?.latest.length ?? 0) > 0 ? 'success' : 'empty',
    items: profile.reviews?.latest ?? [],
  };

  return (
    <article className={rootClass} data-part="root" data-state="success" aria-label={profile.name}>
      <ProfileHeader
        profile={profile}
        headingLevel={headingLevel}
        messageBookingId={messageBookingId}
        classNames={classNames}
        {...navigation}
      />
      <ProfileFacts profile={profile} classNames={classNames} />
      <div className="propre-cleaner-profile__layout">
        <div className="propre-cleaner-profile__aside">
          <ProfileRates profile={profile} headingLevel={section} classNames={classNames} />
          {availability ? <NextAvailability {...availability} headingLevel={section} classNames={classNames} /> : null}
        </div>
        <div className="propre-cleaner-profile__main">
          <ProfileAbout profile={profile} headingLevel={section} classNames={classNames} />
          <ProfileServices profile={profile} headingLevel={section} classNames={classNames} />
          {profile.gallery && profile.gallery.length > 0 ? (
            <ProfileGallery photos={profile.gallery} name={firstName} headingLevel={section} classNames={classNames} />
          ) : null}
          <section className={reviewsClass} data-part="reviews" aria-labelledby={reviewsId}>
            <SectionHeading id={reviewsId} className="propre-cleaner-profile__section-title">
              {t('profile.reviews.heading')}
            </SectionHeading>
            {summary && summary.count > 0 ? (
              <RatingSummary summary={summary} className="propre-cleaner-profile__summary" />
            ) : null}
            <ReviewListView
              status={reviewState.status}
              reviews={reviewState.items}
              error={reviewState.error}
              onRetry={reviewState.onRetry}
              hasMore={reviewState.hasMore}
              loadingMore={reviewState.loadingMore}
              loadMoreError={reviewState.loadMoreError}
              onLoadMore={reviewState.onLoadMore}
              cleanerName={firstName}
              emptyTitle={t('profile.reviews.empty')}
              emptyBody={t('profile.reviews.emptyBody', { name: firstName })}
              headingLevel={section === 2 ? 3 : 4}
            />
          </section>
        </div>
      </div>
    </article>
  );
}
