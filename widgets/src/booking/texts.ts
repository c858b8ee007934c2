import { defineTexts } from '../i18n/entry-texts.ts';

/** The booking entry's texts, one language loaded with the widget that shows it. */
export const bookingTexts = defineTexts('booking', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
