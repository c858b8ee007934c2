import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BioSectionProps } from './BioSection.tsx';
import type { CityPickerProps } from './CityPicker.tsx';
import type { CleanerSettingsProps } from './CleanerSettings.tsx';
import type { ExperienceSectionProps } from './ExperienceSection.tsx';
import type { PetToleranceSectionProps } from './PetToleranceSection.tsx';
import type { RatesSectionProps } from './RatesSection.tsx';
import type { ServiceAreaSectionProps } from './ServiceAreaSection.tsx';

type Sections = typeof import('./cleaner-sections.ts');

/** A placeholder card while the cleaner's sections load (a client's page never loads them). */
function Loading() {
  return (
    <div className="propre-settings-section" aria-busy="true" data-part="section-loading">
      <Skeleton shape="text" width="40%" height="1.5rem" />
      <Skeleton width="100%" height="2.75rem" />
    </div>
  );
}

/**
 * The entry's export of a cleaner section: the code arrives on first render, so the account
 * entry stays small for clients and partners who show only the account sections.
 */
function deferred<Props extends object>(pick: (sections: Sections) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(() => import('./cleaner-sections.ts').then((sections) => ({ default: pick(sections) })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per export at module level below, never during a render, so each component keeps one identity.
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const CleanerSettings = deferred<CleanerSettingsProps>((s) => s.CleanerSettings);
export const BioSection = deferred<BioSectionProps>((s) => s.BioSection);
export const RatesSection = deferred<RatesSectionProps>((s) => s.RatesSection);
export const ServiceAreaSection = deferred<ServiceAreaSectionProps>((s) => s.ServiceAreaSection);
export const PetToleranceSection = deferred<PetToleranceSectionProps>((s) => s.PetToleranceSection);
export const ExperienceSection = deferred<ExperienceSectionProps>((s) => s.ExperienceSection);
export const CityPicker = deferred<CityPickerProps>((s) => s.CityPicker);
