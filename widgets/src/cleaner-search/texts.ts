import { defineTexts } from '../i18n/entry-texts.ts';

/** The cleaner-search entry's texts, one language loaded with the widget that shows it. */
export const cleanerSearchTexts = defineTexts('cleaner-search', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
