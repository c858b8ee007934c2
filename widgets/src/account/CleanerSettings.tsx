import { cleaners } from '@propre/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { profileNs } from '../i18n/bundles/profile.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { BioSection } from './BioSection.tsx';
import type { CleanerProfile } from './cleaner-types.ts';
import { ExperienceSection } from './ExperienceSection.tsx';
import { PetToleranceSection } from './PetToleranceSection.tsx';
import { RatesSection } from './RatesSection.tsx';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';
import { ServiceAreaSection } from './ServiceAreaSection.tsx';

export interface CleanerSettingsProps {
  /** Every profile the API saved, from any section. */
  onSaved?: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The cleaner's profile settings (cleaners.getMyProfile): presentation, rates, animals, cities
 * and services, experience — each section saves on its own.
 */
export function CleanerSettings({ onSaved, onError, headingLevel = 2, className }: CleanerSettingsProps) {
  const { t } = useWidgetTranslation(profileNs, 'common');
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const options = cleaners.getMyProfile(client);
  const profile = useQuery(options);

  if (profile.isPending) return <SectionsSkeleton label={t('loading')} count={3} />;
  if (profile.isError) {
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  const initial = profile.data.public;
  const saved = (next: CleanerProfile) => {
    queryClient.setQueryData(options.queryKey, next);
    onSaved?.(next);
  };
  const common = { onSaved: saved, onError, headingLevel, initial };
  return (
    <div className={className ? `propre-settings ${className}` : 'propre-settings'} data-part="cleaner-settings">
      <BioSection {...common} />
      <RatesSection {...common} />
      <ServiceAreaSection {...common} />
      <PetToleranceSection {...common} />
      <ExperienceSection {...common} />
    </div>
  );
}
