import { defineTexts } from '../i18n/entry-texts.ts';

/** The content entry's texts, one language loaded with the widget that shows it. */
export const contentTexts = defineTexts('content', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
