import type { Locale } from '../i18n/namespaces.ts';

/**
 * A price typed in dollars (« 45 », « 45,50 », « 45.5 », « 45 $ ») as cents; null when empty,
 * NaN when it is not a number. Cents are what the API stores.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f$]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the text of a price field: whole dollars plainly, otherwise two decimals with the language's mark. */
export function dollarsText(cents: number | null | undefined, locale: Locale): string {
  if (cents == null) return '';
  if (cents % 100 === 0) return String(cents / 100);
  const text = (cents / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

/** Whether cents are within [min, max] dollars. */
export function withinDollars(cents: number | null, min: number, max: number): boolean {
  return cents != null && !Number.isNaN(cents) && cents >= min * 100 && cents <= max * 100;
}
