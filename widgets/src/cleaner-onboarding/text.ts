import type { TFunction } from 'i18next';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cleanerOnboardingTexts } from './texts.ts';

/**
 * The onboarding's own texts (its `cleaner-onboarding` namespace), e.g. for the host page's title.
 * They are there once a widget of the entry has rendered (its texts load with its code).
 */
export function useCleanerOnboardingText(): TFunction {
  return useEntryTranslation(cleanerOnboardingTexts).t;
}
