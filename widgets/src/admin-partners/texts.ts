import { defineTexts } from '../i18n/entry-texts.ts';

/** The partners' console texts (`admin-partners` namespace), one language at a time. */
export const adminPartnersTexts = defineTexts('admin-partners', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
