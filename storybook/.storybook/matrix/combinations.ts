import type { BrandId, Locale, Theme } from '@propre/widgets/provider';

/** What the story-test matrix switches in place: the provider's language, theme and brand. */
export interface Combination {
  locale: Locale;
  theme: Theme;
  brand: BrandId;
}

/** What is checked in one combination after the story has played. */
export type Check = 'axe' | 'contrast' | 'texts';

export interface MatrixStep {
  combination: Combination;
  checks: Check[];
}

const allThemes: readonly Theme[] = ['default', 'bright', 'dark'];

export const describeCombination = ({ locale, theme, brand }: Combination) => `${locale} · ${theme} · ${brand}`;

/**
 * The combinations a story is re-rendered in after its own run (in its own language and theme,
 * checked by the a11y addon). The language switch changes texts only, so it gets the whole axe
 * run and the text checks; a theme switch changes colours only, so it gets axe's colour-contrast
 * rule. The themes are visited in the other language, since the same elements in the same
 * theme have the same colours whatever the language — see docs/adr/0008. `full` also visits
 * the other themes in the story's own language and the other brand in every theme.
 */
export function matrixSteps(start: Combination, mode: 'lean' | 'full'): MatrixStep[] {
  const otherLocale: Locale = start.locale === 'fr' ? 'en' : 'fr';
  const otherThemes = allThemes.filter((theme) => theme !== start.theme);
  const steps: MatrixStep[] = [
    { combination: { ...start, locale: otherLocale }, checks: ['axe', 'texts'] },
    ...otherThemes.map((theme) => ({ combination: { ...start, locale: otherLocale, theme }, checks: ['contrast'] as Check[] })),
  ];
  if (mode === 'full') {
    const otherBrand: BrandId = start.brand === 'propre' ? 'eclat' : 'propre';
    steps.push(
      ...otherThemes.map((theme) => ({ combination: { ...start, theme }, checks: ['contrast'] as Check[] })),
      ...allThemes.map((theme) => ({ combination: { ...start, brand: otherBrand, theme }, checks: ['contrast'] as Check[] })),
    );
  }
  return steps;
}
