import { defineTexts } from '../i18n/entry-texts.ts';

/** The account entry's texts (the account and the cleaner's profile settings), one language loaded with the widget that shows it. */
export const accountTexts = defineTexts('account', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
