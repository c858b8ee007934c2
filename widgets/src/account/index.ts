/** @propre/widgets/account: profile and account settings (issue 24). */
import './account.css';

export type { AccountSettingsProps } from './AccountSettings.tsx';
export type { AccountSettingsStatus, AccountSettingsViewProps } from './AccountSettingsView.tsx';
export type { AccountSectionProps, User, UserPatch } from './account-types.ts';
export { checkAvatar } from './avatar-check.ts';
export type { BioSectionProps } from './BioSection.tsx';
export type { CityPickerProps } from './CityPicker.tsx';
export type { CleanerSettingsProps } from './CleanerSettings.tsx';
export type { CleanerSettingsStatus, CleanerSettingsViewProps } from './CleanerSettingsView.tsx';
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
export type { DeleteAccountSectionProps } from './DeleteAccountSection.tsx';
export type { ExperienceSectionProps } from './ExperienceSection.tsx';
export type { PetToleranceSectionProps } from './PetToleranceSection.tsx';
export { type AccountPart, accountParts } from './parts.ts';
export type { RatesSectionProps } from './RatesSection.tsx';
export type { SecuritySectionProps } from './SecuritySection.tsx';
export type { ServiceAreaSectionProps } from './ServiceAreaSection.tsx';
export type { SettingsSectionProps } from './SettingsSection.tsx';
export type { SectionState } from './section-save.ts';
// Every component loads its code and texts when it first renders (defineWidget): a client's page never loads the cleaner's sections.
export * from './widgets.ts';
