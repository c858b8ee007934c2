import type { CleanerProfile, CleanerProfileFields, FixedRates, PetTolerance, ServiceType } from '@propre/sdk';
import type { SettingsSaveProps } from './SettingsPage.tsx';

export type { CleanerProfile, FixedRates, PaymentMethod, PetTolerance, PublicCleanerProfile, ServiceType } from '@propre/sdk';
export type CleanerProfilePatch = CleanerProfileFields;
export type PropertyType = keyof FixedRates;

/** What every cleaner section takes: its first values, and what to do with the saved profile. */
export interface CleanerSectionProps<Initial> extends SettingsSaveProps<CleanerProfile> {
  /** The values to start from; the whole `CleanerProfile['public']` fits. */
  initial: Initial;
  /** The Save button's text, e.g. « Continuer » in an onboarding step. */
  saveLabel?: string;
  /** Says « Profil mis à jour » in the provider's toast region on success; true by default. */
  successToast?: boolean;
}

/** The property types of spec §3, in the order people are offered them (the properties entry's list). */
export { propertyTypes } from '../properties/index.ts';
export const petTypes: readonly PetTolerance[] = ['cats', 'dogs', 'birds', 'other'];
export const serviceTypes: readonly ServiceType[] = [
  'basic',
  'deep',
  'move_in_out',
  'office',
  'airbnb',
  'commercial',
  'bungalo',
  'apartement',
  'condo',
];
/** Languages offered as choices; a profile keeps any other ISO 639-1 code it already has. */
export const spokenLanguages = ['fr', 'en', 'es', 'ar', 'zh', 'pt', 'it', 'de', 'vi', 'tl', 'ht', 'uk'] as const;

export const bounds = {
  bio: { min: 50, max: 1500 },
  hourly: { min: 17, max: 199 },
  fixed: { min: 15, max: 199 },
  years: { min: 0, max: 60 },
  equipment: { maxItems: 30, min: 2, max: 60 },
} as const;
