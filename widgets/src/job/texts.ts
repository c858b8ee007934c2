import { defineTexts } from '../i18n/entry-texts.ts';

/** The job entry's texts, one language loaded with the widget that shows it. */
export const jobTexts = defineTexts('job', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
