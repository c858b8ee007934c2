import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { pageSkeleton, sectionSkeleton } from './skeletons.tsx';
import { accountTexts } from './texts.ts';

const widget = entryWidgets(accountTexts);

/** The signed-in person's account settings (users.getMe): name and email, picture, password, your sections, deletion. */
export const AccountSettings = widget('AccountSettings', () => import('./AccountSettings.tsx'), pageSkeleton);

/** The account settings for a user you give, props only (loading, error, ready). */
export const AccountSettingsView = widget('AccountSettingsView', () => import('./AccountSettingsView.tsx'), pageSkeleton);

/** The cleaner's profile settings (cleaners.getMyProfile): the five cleaner sections. */
export const CleanerSettings = widget('CleanerSettings', () => import('./CleanerSettings.tsx'), pageSkeleton);

/** The cleaner's five sections for a profile you give, props only (loading, error, ready). */
export const CleanerSettingsView = widget('CleanerSettingsView', () => import('./CleanerSettingsView.tsx'), pageSkeleton);

/** Name and email; a new email asks for the current password. */
export const AccountDetailsSection = widget(
  'AccountDetailsSection',
  () => import('./AccountDetailsSection.tsx'),
  sectionSkeleton,
);

/** The profile picture: choose, preview, save or remove. */
export const AvatarSection = widget('AvatarSection', () => import('./AvatarSection.tsx'), sectionSkeleton);

/** A new password, the current one first, with a strength meter. */
export const PasswordSection = widget('PasswordSection', () => import('./PasswordSection.tsx'), sectionSkeleton);

/** « Sécurité »: a card for the host's security widgets (passkeys), given as children. */
export const SecuritySection = widget('SecuritySection', () => import('./SecuritySection.tsx'), sectionSkeleton);

/** Account deletion behind a confirmation dialog. */
export const DeleteAccountSection = widget('DeleteAccountSection', () => import('./DeleteAccountSection.tsx'), sectionSkeleton);

/** One settings card with its own form and Save, for a section of your own. */
export const SettingsSection = widget('SettingsSection', () => import('./SettingsSection.tsx'), sectionSkeleton);

/** The cleaner's presentation (50–1 500 characters). */
export const BioSection = widget('BioSection', () => import('./BioSection.tsx'), sectionSkeleton);

/** How the cleaner charges: by the hour or a fixed price per property type. */
export const RatesSection = widget('RatesSection', () => import('./RatesSection.tsx'), sectionSkeleton);

/** Where the cleaner works and what cleanings they offer. */
export const ServiceAreaSection = widget('ServiceAreaSection', () => import('./ServiceAreaSection.tsx'), sectionSkeleton);

/** The animals the cleaner accepts in a home. */
export const PetToleranceSection = widget('PetToleranceSection', () => import('./PetToleranceSection.tsx'), sectionSkeleton);

/** Languages, years of experience and equipment. */
export const ExperienceSection = widget('ExperienceSection', () => import('./ExperienceSection.tsx'), sectionSkeleton);

/** Service cities suggested by the places API, added and removed one by one. */
export const CityPicker = widget('CityPicker', () => import('./CityPicker.tsx'), skeletonOf({ height: '5rem' }));

// The password's strength meter (not exported) is in strength-meter-widget.ts: the password section
// shows it without importing this list of widgets.
