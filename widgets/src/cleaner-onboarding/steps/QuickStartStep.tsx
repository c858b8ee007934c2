import { BioSection, PetToleranceSection, RatesSection, ServiceAreaSection } from '../../account/index.ts';
import { usePart } from '../../ui/part.ts';
import { retryProps } from '../../ui/query-state.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { NearbyCities } from './NearbyCities.tsx';
import { StepLoading } from './StepLoading.tsx';
import { useCleanerProfile } from './use-profile.ts';

export interface QuickStartStepProps {
  onError?: (error: unknown) => void;
}

/**
 * Quick start (what a listing needs): the presentation, the rate (hourly or fixed prices), the
 * cities and services, and the animals accepted — the profile settings' own sections, each saving
 * on its own — with the nearby cities to add in one go.
 */
export function QuickStartStep({ onError }: QuickStartStepProps) {
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  const { profile, saved } = useCleanerProfile();
  if (!profile.data) return <StepLoading {...retryProps(profile)} />;
  const initial = profile.data.public;
  const common = { onSaved: saved, onError, headingLevel: 3 as const, initial };
  return (
    <div {...part('stack')}>
      <BioSection {...common} />
      <RatesSection {...common} />
      {/* Remounted when the nearby cities add some, so it starts from the saved list. */}
      <ServiceAreaSection key={initial.serviceCities.join('|')} {...common} />
      <NearbyCities profile={profile.data} onSaved={saved} onError={onError} />
      <PetToleranceSection {...common} />
    </div>
  );
}
export type StepProps = QuickStartStepProps;
