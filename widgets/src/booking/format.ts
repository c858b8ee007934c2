import { tieAmount, tieTimes } from '../i18n/typography.ts';
import type { Locale } from './types.ts';

/** Every business rule of Propre runs on Quebec time (DOMAIN-NOTES). */
export const timeZone = 'America/Toronto';

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents from the API as Canadian dollars: `35,00 $` in French, `$35.00` in English. Never computed here. */
export function formatMoney(cents: number, locale: Locale): string {
  return tieAmount(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100));
}

/** A rate from the API (5, 9.975, 15) as a percentage, the way each language writes it. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/** Hours as people say them: « 4 h », « 4,5 h » / "4 h", "4.5 h". */
export function formatHours(hours: number, locale: Locale): string {
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(hours)}\u00a0h`;
}

/**
 * A local date (YYYY-MM-DD) as a calendar date; read at noon UTC so that the day never shifts,
 * whatever the reader's own time zone.
 */
function dateAtNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** « mardi 3 décembre » / "Tuesday, December 3". */
export function formatDate(date: string, locale: Locale, options: { weekday?: 'long' | 'short'; year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: options.weekday ?? 'long',
    day: 'numeric',
    month: 'long',
    ...(options.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(dateAtNoon(date));
}

/** The parts of a day chip: « mar. », « 3 », « déc. ». */
export function dayParts(date: string, locale: Locale): { weekday: string; day: string; month: string } {
  const at = dateAtNoon(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(at);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** A local time (HH:MM) in 24-hour form for French (« 9 h 00 »), 12-hour for English ("9:00 a.m."). */
export function formatTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: locale === 'fr' ? 'h23' : 'h12',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0))),
  );
}

/** « mardi 3 décembre, 9 h 00 » — DESIGN.md's form for a booking's start. */
export function formatDateTime(date: string, time: string, locale: Locale): string {
  return `${formatDate(date, locale)}, ${formatTime(time, locale)}`;
}

/** An instant (ISO) in Quebec time: « 4 décembre, 14 h 30 ». */
export function formatInstant(iso: string, locale: Locale): string {
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: locale === 'fr' ? 'h23' : 'h12',
      timeZone,
    }).format(new Date(iso)),
  );
}
