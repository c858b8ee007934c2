import { cx } from '../theme/appearance.ts';
import { buttonClassName } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AvailabilityStatus } from './NextAvailability.tsx';
import ProfileBody from './ProfileBody.tsx';
import { ProfileLink } from './ProfileLink.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { AvailabilityOccurrence, CleanerProfileNavigation, ProfileReviewsState, PublicCleanerProfile } from './types.ts';

export type CleanerProfileStatus = 'loading' | 'not-found' | 'error' | 'success';

export interface CleanerProfileViewProps extends CleanerProfileNavigation, RetryProps {
  status: CleanerProfileStatus;
  profile?: PublicCleanerProfile;
  /** The reviews list (reviews.listForCleaner); the profile's three latest when not given. */
  reviews?: ProfileReviewsState;
  /** The next available days (availability.listOccurrences); the section is left out when not given. */
  availability?: { status: AvailabilityStatus; occurrences: readonly AvailabilityOccurrence[]; onRetry?: () => void };
  /** A confirmed booking of the viewer with this cleaner: shows "message" (spec: messaging only for confirmed bookings). */
  messageBookingId?: string | null;
  /** The name's level: 1 when the profile is the page (default), 2 inside a host's page. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The public profile as props only: header, figures, rates, availability, details, gallery and reviews. */
export function CleanerProfileView(props: CleanerProfileViewProps) {
  const { status, profile, error, onRetry, retrying, reviews, headingLevel = 1 } = props;
  const { className, searchHref = '/cleaners', renderLink } = props;
  const { t, part } = useEntry<CleanerProfilePart>(cleanerProfileTexts);

  if (status === 'loading' || (status === 'success' && !profile)) {
    return (
      <div {...part('root', { state: 'loading', className: cx('propre-stack', className) })} aria-busy="true">
        <ProfileSkeleton />
      </div>
    );
  }
  if (status === 'not-found') {
    return (
      <div {...part('root', { state: 'not-found', className: cx('propre-stack', className) })}>
        <EmptyState
          className={part('notFound').className}
          headingLevel={headingLevel === 1 ? 2 : 3}
          title={t('notFound.title')}
          body={t('notFound.body')}
          action={
            <ProfileLink renderLink={renderLink} href={searchHref} {...part('searchLink', { className: buttonClassName() })}>
              {t('notFound.action')}
            </ProfileLink>
          }
        />
      </div>
    );
  }
  if (status === 'error' || !profile) {
    return (
      <div {...part('root', { state: 'error', className: cx('propre-stack', className) })}>
        <ErrorState
          className={part('error').className}
          error={error}
          onRetry={onRetry}
          retrying={retrying}
          title={t('error.title')}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      </div>
    );
  }

  const reviewState: ProfileReviewsState = reviews ?? {
    status: (profile.reviews?.latest.length ?? 0) > 0 ? 'success' : 'empty',
    items: profile.reviews?.latest ?? [],
  };

  return (
    <article {...part('root', { state: 'success', className: cx('propre-stack', className) })} aria-label={profile.name}>
      <ProfileBody {...props} profile={profile} headingLevel={headingLevel} reviews={reviewState} />
    </article>
  );
}

// The reviews entry's widgets it shows: preloaded with it (ui/define-widget.tsx).
CleanerProfileView.widgets = ProfileBody.widgets;
