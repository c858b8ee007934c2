import { defineTexts } from '../i18n/entry-texts.ts';

/** The calendar entry's texts, one language loaded with the widget that shows it. */
export const calendarTexts = defineTexts('calendar', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
