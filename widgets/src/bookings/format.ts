import { tieAmount, tieTimes } from '../i18n/typography.ts';
import type { Locale } from './types.ts';

// Every business time is Quebec's (DOMAIN-NOTES), whatever the reader's own zone.
const timeZone = 'America/Toronto';
const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents from the API as Canadian dollars: `50,00 $` in French, `$50.00` in English. */
export function formatMoney(cents: number, locale: Locale): string {
  return tieAmount(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100));
}

/** « mardi 3 décembre » / "Tuesday, December 3". */
export function formatDay(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    new Date(instant),
  );
}

/** « 9 h 00 » in French (24-hour), "9:00 a.m." in English. */
export function formatTime(instant: string, locale: Locale): string {
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant)),
  );
}

/** « mardi 3 décembre, 9 h 00 ». */
export function formatDayTime(instant: string, locale: Locale): string {
  return `${formatDay(instant, locale)}, ${formatTime(instant, locale)}`;
}

/** A short stamp for the timeline: « 3 déc., 9 h 00 ». */
export function formatStamp(instant: string, locale: Locale): string {
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(instant)),
  );
}

/** A local date (`2026-12-03`) as a day, read as Quebec's calendar day. */
export function formatLocalDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Today in Quebec as `YYYY-MM-DD` (the postpone form's earliest date). */
export function todayInQuebec(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
