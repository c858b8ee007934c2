import { defineTexts } from '../i18n/entry-texts.ts';

/** The referrals entry's texts, one language loaded with the widget that shows it. */
export const referralsTexts = defineTexts('referrals', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
