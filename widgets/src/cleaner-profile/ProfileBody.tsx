import { usePart } from '../ui/part.ts';
import { type AvailabilityStatus, NextAvailability } from './NextAvailability.tsx';
import { ProfileAbout, ProfileServices } from './ProfileDetails.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { ProfileGallery } from './ProfileGallery.tsx';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader.tsx';
import { ProfileRates } from './ProfileRates.tsx';
import ProfileReviews from './ProfileReviews.tsx';
import type { CleanerProfilePart } from './parts.ts';
import type { AvailabilityOccurrence, ProfileReviewsState } from './types.ts';

/** The header's props, and what the sections below show: the next available days, the reviews. */
export interface ProfileBodyProps extends ProfileHeaderProps {
  availability?: { status: AvailabilityStatus; occurrences: readonly AvailabilityOccurrence[]; onRetry?: () => void };
  reviews: ProfileReviewsState;
}

/** A loaded profile: header, figures, rates and availability beside the details, gallery and reviews. */
export default function ProfileBody(props: ProfileBodyProps) {
  const { profile, headingLevel, availability, reviews } = props;
  const part = usePart<CleanerProfilePart>('cleaner-profile');
  const section = (headingLevel + 1) as 2 | 3;
  const firstName = profile.name.split(' ')[0] ?? profile.name;
  return (
    <>
      <ProfileHeader {...props} />
      <ProfileFacts profile={profile} />
      <div {...part('layout')}>
        <div {...part('aside')}>
          <ProfileRates profile={profile} headingLevel={section} />
          {availability ? <NextAvailability {...availability} headingLevel={section} /> : null}
        </div>
        <div {...part('main')}>
          <ProfileAbout profile={profile} headingLevel={section} />
          <ProfileServices profile={profile} headingLevel={section} />
          {profile.gallery && profile.gallery.length > 0 ? (
            <ProfileGallery photos={profile.gallery} name={firstName} headingLevel={section} />
          ) : null}
          <ProfileReviews headingLevel={section} summary={profile.reviews?.summary} reviews={reviews} firstName={firstName} />
        </div>
      </div>
    </>
  );
}

ProfileBody.widgets = ProfileReviews.widgets;
