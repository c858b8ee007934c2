import { defineTexts } from '../i18n/entry-texts.ts';

/** The todos entry's texts, one language loaded with the widget that shows it. */
export const todosTexts = defineTexts('todos', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
