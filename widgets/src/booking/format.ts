import { clockOptions, dateAtNoon, formatLocalDate, formatLocalTime, formatQuebecInstant, intlLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** A rate from the API (5, 9.975, 15) as a percentage, the way each language writes it. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/** Hours as people say them: « 4 h », « 4,5 h » / "4 h", "4.5 h". */
export function formatHours(hours: number, locale: Locale): string {
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(hours)}\u00a0h`;
}

/** The parts of a day chip: « mar. », « 3 », « déc. ». */
export function dayParts(date: string, locale: Locale): { weekday: string; day: string; month: string } {
  const at = dateAtNoon(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(at);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** « mardi 3 décembre, 9 h 00 » — DESIGN.md's form for a booking's start (a local date and time). */
export function formatDateTime(date: string, time: string, locale: Locale): string {
  return `${formatLocalDate(date, locale)}, ${formatLocalTime(time, locale)}`;
}

/** An instant (ISO) in Quebec time, as one phrase: « vendredi 4 décembre à 14 h 30 ». */
export function formatInstant(iso: string, locale: Locale): string {
  return formatQuebecInstant(iso, locale, { weekday: 'long', day: 'numeric', month: 'long', ...clockOptions(locale) });
}
