import { defineTexts } from '../i18n/entry-texts.ts';

/** The auth entry's texts, one language loaded with the widget that shows it. */
export const authTexts = defineTexts('auth', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
