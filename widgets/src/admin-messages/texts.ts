import { defineTexts } from '../i18n/entry-texts.ts';

/** The administrators' messages' texts (`admin-messages` namespace), one language at a time. */
export const adminMessagesTexts = defineTexts('admin-messages', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
