import { defineTexts } from '../i18n/entry-texts.ts';

/** The admin-analytics entry's texts, one language loaded with the widget that shows it. */
export const adminAnalyticsTexts = defineTexts('admin-analytics', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
