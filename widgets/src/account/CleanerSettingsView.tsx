import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { BioSection } from './BioSection.tsx';
import type { CleanerProfile, PublicCleanerProfile } from './cleaner-types.ts';
import { ExperienceSection } from './ExperienceSection.tsx';
import { PetToleranceSection } from './PetToleranceSection.tsx';
import type { AccountPart } from './parts.ts';
import { RatesSection } from './RatesSection.tsx';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';
import { ServiceAreaSection } from './ServiceAreaSection.tsx';
import { accountTexts } from './texts.ts';

export type CleanerSettingsStatus = 'loading' | 'error' | 'ready';

export interface CleanerSettingsViewProps extends RetryProps {
  status: CleanerSettingsStatus;
  /** The values to start from (`profile.public` of `cleaners.getMyProfile`), when `status` is `ready`. */
  initial?: PublicCleanerProfile | undefined;
  /** Every profile the API saved, from any section. */
  onSaved?: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The cleaner's five profile sections for a profile you give; each saves on its own. */
export function CleanerSettingsView(props: CleanerSettingsViewProps) {
  const { status, initial, onSaved, onError, headingLevel = 2, className } = props;
  const { t, part } = useEntry<AccountPart>(accountTexts);
  if (status === 'loading' || (status === 'ready' && !initial)) {
    return <SectionsSkeleton label={t('profileLoading')} count={3} />;
  }
  if (status === 'error' || !initial) {
    return <ErrorState error={props.error} onRetry={props.onRetry} retrying={props.retrying} />;
  }
  const common = { onSaved, onError, headingLevel, initial };
  return (
    <div {...part('cleanerSettings', { className })}>
      <BioSection {...common} />
      <RatesSection {...common} />
      <ServiceAreaSection {...common} />
      <PetToleranceSection {...common} />
      <ExperienceSection {...common} />
    </div>
  );
}
