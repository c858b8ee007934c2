import { defineTexts } from '../i18n/entry-texts.ts';

/** The cleaner onboarding's texts, one language loaded with the widget that shows it. */
export const cleanerOnboardingTexts = defineTexts('cleaner-onboarding', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
