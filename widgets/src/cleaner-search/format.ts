import { tieAmount } from '../i18n/typography.ts';
import type { CleanerSearchResult } from './query.ts';

export type Locale = 'fr' | 'en';

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents from the API as Canadian dollars: `35,00 $` in French, `$35.00` in English. */
export function formatMoney(cents: number, locale: Locale): string {
  return tieAmount(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100));
}

/** A score from 0 to 1 as a whole percentage (`82 %`, `82%`). */
export function formatPercent(score: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(score);
}

export function formatDecimal(value: number, locale: Locale, fractionDigits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Distances under 10 km with one decimal, farther ones rounded. */
export function formatDistance(km: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** Language codes (`fr`, `en`, `es`) as names in the reader's language, joined as a list. */
export function formatLanguages(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language', fallback: 'code' });
  const list = codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      // A value that is not a language tag is shown as the cleaner wrote it.
      return code;
    }
  });
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(list);
}

/** Up to two initials for the avatar shown when a cleaner has no photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** How the cleaner's price reads: per hour, or the lowest fixed price per visit, or none yet. */
export function priceKind(result: CleanerSearchResult): 'hourly' | 'fixed' | 'none' {
  if (result.priceFrom === null) return 'none';
  return result.cleaner.rates.paymentMethod === 'fixed' ? 'fixed' : 'hourly';
}
