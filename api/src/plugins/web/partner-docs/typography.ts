import type { Locale } from '../../errors/locale.ts';

/** French typography (Quebec): a narrow no-break space (U+202F) before : ; ! ? — for prose, never code. */
export const frenchSpacing = (text: string) => text.replace(/[ \u00a0]([:;!?])(?=\s|$)/g, '\u202f$1');

/** A text in the reader's language, French spaced as it should be. */
export const inLocale = (both: Record<Locale, string>, locale: Locale) => (locale === 'fr' ? frenchSpacing(both.fr) : both.en);

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
