import { defineTexts } from '../i18n/entry-texts.ts';

/** The work-gallery entry's texts, one language loaded with the widget that shows it. */
export const workGalleryTexts = defineTexts('work-gallery', {
  fr: () => import('./texts/fr.json'),
  en: () => import('./texts/en.json'),
});
