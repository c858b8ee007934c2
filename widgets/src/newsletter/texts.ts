import { defineTexts } from '../i18n/entry-texts.ts';

/** The newsletter entry's texts, one language loaded with the widget that shows it. */
export const newsletterTexts = defineTexts('newsletter', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
