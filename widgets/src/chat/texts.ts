import { defineTexts } from '../i18n/entry-texts.ts';

/** The chat's texts (`chat` namespace), one language loaded with the widget that shows it. */
export const chatTexts = defineTexts('chat', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
