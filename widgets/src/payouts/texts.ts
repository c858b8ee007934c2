import { defineTexts } from '../i18n/entry-texts.ts';

/** The payouts entry's texts, one language loaded with the widget that shows it. */
export const payoutsTexts = defineTexts('payouts', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
