import { defineTexts } from '../i18n/entry-texts.ts';

/** The cleaner-profile entry's texts, one language loaded with the widget that shows it. */
export const cleanerProfileTexts = defineTexts('cleaner-profile', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
