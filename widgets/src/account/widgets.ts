import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AccountSettingsProps } from './AccountSettings.tsx';
import type { AccountSettingsViewProps } from './AccountSettingsView.tsx';
import type { AccountSectionProps } from './account-types.ts';
import type { BioSectionProps } from './BioSection.tsx';
import type { CityPickerProps } from './CityPicker.tsx';
import type { CleanerSettingsProps } from './CleanerSettings.tsx';
import type { CleanerSettingsViewProps } from './CleanerSettingsView.tsx';
import type { DeleteAccountSectionProps } from './DeleteAccountSection.tsx';
import type { ExperienceSectionProps } from './ExperienceSection.tsx';
import type { PetToleranceSectionProps } from './PetToleranceSection.tsx';
import type { RatesSectionProps } from './RatesSection.tsx';
import type { SecuritySectionProps } from './SecuritySection.tsx';
import type { ServiceAreaSectionProps } from './ServiceAreaSection.tsx';
import type { SettingsSectionProps } from './SettingsSection.tsx';
import { pageSkeleton, sectionSkeleton } from './skeletons.tsx';
import { accountTexts } from './texts.ts';

const texts = accountTexts;

/** The signed-in person's account settings (users.getMe): name and email, picture, password, your sections, deletion. */
export const AccountSettings = defineWidget<AccountSettingsProps>({
  name: 'AccountSettings',
  texts,
  load: () => import('./AccountSettings.tsx').then((module) => module.AccountSettings),
  skeleton: pageSkeleton,
});

/** The account settings for a user you give, props only (loading, error, ready). */
export const AccountSettingsView = defineWidget<AccountSettingsViewProps>({
  name: 'AccountSettingsView',
  texts,
  load: () => import('./AccountSettingsView.tsx').then((module) => module.AccountSettingsView),
  skeleton: pageSkeleton,
});

/** The cleaner's profile settings (cleaners.getMyProfile): the five cleaner sections. */
export const CleanerSettings = defineWidget<CleanerSettingsProps>({
  name: 'CleanerSettings',
  texts,
  load: () => import('./CleanerSettings.tsx').then((module) => module.CleanerSettings),
  skeleton: pageSkeleton,
});

/** The cleaner's five sections for a profile you give, props only (loading, error, ready). */
export const CleanerSettingsView = defineWidget<CleanerSettingsViewProps>({
  name: 'CleanerSettingsView',
  texts,
  load: () => import('./CleanerSettingsView.tsx').then((module) => module.CleanerSettingsView),
  skeleton: pageSkeleton,
});

/** Name and email; a new email asks for the current password. */
export const AccountDetailsSection = defineWidget<AccountSectionProps>({
  name: 'AccountDetailsSection',
  texts,
  load: () => import('./AccountDetailsSection.tsx').then((module) => module.AccountDetailsSection),
  skeleton: sectionSkeleton,
});

/** The profile picture: choose, preview, save or remove. */
export const AvatarSection = defineWidget<AccountSectionProps>({
  name: 'AvatarSection',
  texts,
  load: () => import('./AvatarSection.tsx').then((module) => module.AvatarSection),
  skeleton: sectionSkeleton,
});

/** A new password, the current one first, with a strength meter. */
export const PasswordSection = defineWidget<AccountSectionProps>({
  name: 'PasswordSection',
  texts,
  load: () => import('./PasswordSection.tsx').then((module) => module.PasswordSection),
  skeleton: sectionSkeleton,
});

/** « Sécurité »: a card for the host's security widgets (passkeys), given as children. */
export const SecuritySection = defineWidget<SecuritySectionProps>({
  name: 'SecuritySection',
  texts,
  load: () => import('./SecuritySection.tsx').then((module) => module.SecuritySection),
  skeleton: sectionSkeleton,
});

/** Account deletion behind a confirmation dialog. */
export const DeleteAccountSection = defineWidget<DeleteAccountSectionProps>({
  name: 'DeleteAccountSection',
  texts,
  load: () => import('./DeleteAccountSection.tsx').then((module) => module.DeleteAccountSection),
  skeleton: sectionSkeleton,
});

/** One settings card with its own form and Save, for a section of your own. */
export const SettingsSection = defineWidget<SettingsSectionProps>({
  name: 'SettingsSection',
  texts,
  load: () => import('./SettingsSection.tsx').then((module) => module.SettingsSection),
  skeleton: sectionSkeleton,
});

/** The cleaner's presentation (50–1 500 characters). */
export const BioSection = defineWidget<BioSectionProps>({
  name: 'BioSection',
  texts,
  load: () => import('./BioSection.tsx').then((module) => module.BioSection),
  skeleton: sectionSkeleton,
});

/** How the cleaner charges: by the hour or a fixed price per property type. */
export const RatesSection = defineWidget<RatesSectionProps>({
  name: 'RatesSection',
  texts,
  load: () => import('./RatesSection.tsx').then((module) => module.RatesSection),
  skeleton: sectionSkeleton,
});

/** Where the cleaner works and what cleanings they offer. */
export const ServiceAreaSection = defineWidget<ServiceAreaSectionProps>({
  name: 'ServiceAreaSection',
  texts,
  load: () => import('./ServiceAreaSection.tsx').then((module) => module.ServiceAreaSection),
  skeleton: sectionSkeleton,
});

/** The animals the cleaner accepts in a home. */
export const PetToleranceSection = defineWidget<PetToleranceSectionProps>({
  name: 'PetToleranceSection',
  texts,
  load: () => import('./PetToleranceSection.tsx').then((module) => module.PetToleranceSection),
  skeleton: sectionSkeleton,
});

/** Languages, years of experience and equipment. */
export const ExperienceSection = defineWidget<ExperienceSectionProps>({
  name: 'ExperienceSection',
  texts,
  load: () => import('./ExperienceSection.tsx').then((module) => module.ExperienceSection),
  skeleton: sectionSkeleton,
});

/** Service cities suggested by the places API, added and removed one by one. */
export const CityPicker = defineWidget<CityPickerProps>({
  name: 'CityPicker',
  texts,
  load: () => import('./CityPicker.tsx').then((module) => module.CityPicker),
  skeleton: () => createElement(Skeleton, { height: '5rem' }),
});

// Its own module: the password section shows it too, without importing this list of widgets.
export { PasswordStrengthMeter } from './strength-meter-widget.ts';
