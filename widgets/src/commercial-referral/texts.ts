import { defineTexts } from '../i18n/entry-texts.ts';

/** The commercial-referral entry's texts, one language loaded with the widget that shows it. */
export const commercialReferralTexts = defineTexts('commercial-referral', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
