import { defineTexts } from '../i18n/entry-texts.ts';

/** The discount popup's texts, one language loaded with the widget. */
export const discountPopupTexts = defineTexts('discount-popup', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
