import { defineTexts } from '../i18n/entry-texts.ts';

/** The admin entry's texts, one language loaded with the widget that shows it. */
export const adminTexts = defineTexts('admin', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
