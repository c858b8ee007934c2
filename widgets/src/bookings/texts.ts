import { defineTexts } from '../i18n/entry-texts.ts';

/** The bookings entry's texts, one language loaded with the widget that shows it. */
export const bookingsTexts = defineTexts('bookings', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
