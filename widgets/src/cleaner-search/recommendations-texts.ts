import { use } from 'react';
import { usePropreContext } from '../context/context.ts';
import { defineTexts, textsReady } from '../i18n/entry-texts.ts';

/**
 * The texts of feedback and « Recommended for you » (`recommendations.*` of the cleaner-search
 * namespace): only a signed-in client sees either, so they load with them, not with every search
 * (nor in the script-tag embed). A partner overrides them like the entry's others
 * (`resources.fr['cleaner-search'].recommendations`): ours are added under theirs.
 */
export const recommendationsTexts = defineTexts('cleaner-search', {
  fr: () => import('./texts/recommendations/fr.json'),
  en: () => import('./texts/recommendations/en.json'),
});

/** Suspends until the recommendations' texts are there in the provider's language (once per provider and language). */
export function useRecommendationsTexts(): void {
  const { i18n, locale } = usePropreContext();
  use(textsReady(i18n, recommendationsTexts, locale));
}
