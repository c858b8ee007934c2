import { ExperienceSection } from '../../account/index.ts';
import { usePart } from '../../ui/part.ts';
import { retryProps } from '../../ui/query-state.ts';
import { WeeklyAvailability } from '../availability/WeeklyAvailability.tsx';
import type { CleanerOnboardingPart } from '../parts.ts';
import { AddressForm } from './AddressForm.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import type { StepProps } from './QuickStartStep.tsx';
import { StepLoading } from './StepLoading.tsx';
import { useCleanerProfile } from './use-profile.ts';

/** Ready to work (what a booking needs): photo, address, experience and languages, weekly availability. */
export function ReadyToWorkStep({ onError }: StepProps) {
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  const { profile, saved } = useCleanerProfile();
  if (!profile.data) return <StepLoading {...retryProps(profile)} />;
  return (
    <div {...part('stack')}>
      <ProfilePhoto current={profile.data.public.profilePic} onError={onError} />
      <AddressForm initial={profile.data.private.address} onSaved={saved} onError={onError} />
      <ExperienceSection initial={profile.data.public} onSaved={saved} onError={onError} headingLevel={3} />
      <WeeklyAvailability onError={onError} />
    </div>
  );
}
