import { defineTexts } from '../i18n/entry-texts.ts';

/** The reviews entry's texts, one language loaded with the widget that shows it. */
export const reviewsTexts = defineTexts('reviews', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
