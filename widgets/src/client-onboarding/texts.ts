import { defineTexts } from '../i18n/entry-texts.ts';

/** The client onboarding's texts, one language loaded with the widget that shows it. */
export const clientOnboardingTexts = defineTexts('client-onboarding', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
