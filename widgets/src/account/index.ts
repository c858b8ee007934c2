/** @propre/widgets/account: profile and account settings (issue 24). */
import './account.css';

export { AccountDetailsSection } from './AccountDetailsSection.tsx';
export { AccountSettings, type AccountSettingsProps } from './AccountSettings.tsx';
export { AvatarSection, checkAvatar } from './AvatarSection.tsx';
export type { AccountSectionProps, User, UserPatch } from './account-types.ts';
export type { BioSectionProps } from './BioSection.tsx';
export type { CityPickerProps } from './CityPicker.tsx';
export type { CleanerSettingsProps } from './CleanerSettings.tsx';
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
export { DeleteAccountSection, type DeleteAccountSectionProps } from './DeleteAccountSection.tsx';
export type { ExperienceSectionProps } from './ExperienceSection.tsx';
// The cleaner's sections load on first render (lazy-cleaner.tsx): a client's page never pays for them.
export {
  BioSection,
  CityPicker,
  CleanerSettings,
  ExperienceSection,
  PetToleranceSection,
  RatesSection,
  ServiceAreaSection,
} from './lazy-cleaner.tsx';
export { PasswordSection } from './PasswordSection.tsx';
export type { PetToleranceSectionProps } from './PetToleranceSection.tsx';
export type { RatesSectionProps } from './RatesSection.tsx';
export { SecuritySection, type SecuritySectionProps } from './SecuritySection.tsx';
export type { ServiceAreaSectionProps } from './ServiceAreaSection.tsx';
export { SettingsSection, type SettingsSectionProps } from './SettingsSection.tsx';
export type { SectionState } from './section-save.ts';
