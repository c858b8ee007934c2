import { defineTexts } from '../i18n/entry-texts.ts';

/** The admin-review entry's texts, one language loaded with the widget that shows it. */
export const adminReviewTexts = defineTexts('admin-review', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
