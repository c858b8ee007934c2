import { defineTexts } from '../i18n/entry-texts.ts';

/** The marketing console's texts (`admin-marketing` namespace), one language at a time. */
export const adminMarketingTexts = defineTexts('admin-marketing', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
