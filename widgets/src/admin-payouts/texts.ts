import { defineTexts } from '../i18n/entry-texts.ts';

/** The payouts console's texts (`admin-payouts` namespace), one language at a time. */
export const adminPayoutsTexts = defineTexts('admin-payouts', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
