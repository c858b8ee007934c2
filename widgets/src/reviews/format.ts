export type Locale = 'fr' | 'en';

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** An average rating with one decimal (`4,8` in French, `4.8` in English). */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A review's date as people say it (« 3 décembre 2026 »), in Quebec's time zone. */
export function formatReviewDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}
