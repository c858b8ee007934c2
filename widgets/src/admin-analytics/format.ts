import { dateAtNoon, intlLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { tieAmount } from '../i18n/typography.ts';

/** A week's Monday (YYYY-MM-DD) as an axis label: « 8 sept. » / "Sep 8". */
export function weekLabel(monday: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    dateAtNoon(monday),
  );
}

/** A week's Monday in full, for the table: « 8 septembre 2026 » / "September 8, 2026". */
export function weekDay(monday: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dateAtNoon(monday),
  );
}

/** Whole dollars for an axis (`1 200 $`, `$1,200`), held together. */
export function wholeDollars(cents: number, locale: Locale): string {
  return tieAmount(
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(
      cents / 100,
    ),
  );
}

/** A rate from 0 to 1 as a whole percentage (`82 %`, `82%`). */
export function percent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** A rating to one decimal (`4,5`, `4.5`). */
export function ratingText(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(rating);
}
