/** @propre/widgets/account: profile and account settings (issue 24). */
import './account.css';

export { AccountDetailsSection } from './AccountDetailsSection.tsx';
export { AccountSettings, type AccountSettingsProps } from './AccountSettings.tsx';
export { AvatarSection, checkAvatar } from './AvatarSection.tsx';
export type { AccountSectionProps, User, UserPatch } from './account-types.ts';
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
export { DeleteAccountSection, type DeleteAccountSectionProps } from './DeleteAccountSection.tsx';
export { ExperienceSection, type ExperienceSectionProps } from './ExperienceSection.tsx';
export { PasswordSection } from './PasswordSection.tsx';
export { PetToleranceSection, type PetToleranceSectionProps } from './PetToleranceSection.tsx';
export { passwordStrength, type StrengthLevel } from './password-strength.ts';
export { RatesSection, type RatesSectionProps } from './RatesSection.tsx';
export { SecuritySection, type SecuritySectionProps } from './SecuritySection.tsx';
export { ServiceAreaSection, type ServiceAreaSectionProps } from './ServiceAreaSection.tsx';
export { SettingsSection, type SettingsSectionProps } from './SettingsSection.tsx';
export type { SectionState } from './section-save.ts';
