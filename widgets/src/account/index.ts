/** @propre/widgets/account: profile and account settings (issue 24). */
import './account.css';

export { BioSection, type BioSectionProps } from './BioSection.tsx';
export { CityPicker, type CityPickerProps } from './CityPicker.tsx';
export { CleanerSettings, type CleanerSettingsProps } from './CleanerSettings.tsx';
export type {
  CleanerProfile,
  CleanerProfilePatch,
  CleanerSectionProps,
  FixedRates,
  PaymentMethod,
  PetTolerance,
  PublicCleanerProfile,
  ServiceType,
} from './cleaner-types.ts';
export { ExperienceSection, type ExperienceSectionProps } from './ExperienceSection.tsx';
export { PetToleranceSection, type PetToleranceSectionProps } from './PetToleranceSection.tsx';
export { RatesSection, type RatesSectionProps } from './RatesSection.tsx';
export { ServiceAreaSection, type ServiceAreaSectionProps } from './ServiceAreaSection.tsx';
export { SettingsSection, type SettingsSectionProps } from './SettingsSection.tsx';
export type { SectionState } from './section-save.ts';
