import { defineTexts } from '../i18n/entry-texts.ts';

/** The properties' texts (`properties` namespace), one language loaded with the widget that shows it. */
export const propertiesTexts = defineTexts('properties', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
