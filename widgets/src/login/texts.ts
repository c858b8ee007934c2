import { defineTexts } from '../i18n/entry-texts.ts';

/** The login entry's texts, one language loaded with the widget that shows it. */
export const loginTexts = defineTexts('login', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
