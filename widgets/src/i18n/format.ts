/**
 * Money, dates and times as the widgets show them, in the reader's language and on Quebec's
 * clock (every business rule of Propre runs on Quebec time, DOMAIN-NOTES). Shared by the entries
 * that show bookings; nothing here computes an amount, it only writes the API's.
 */
import type { Locale } from './namespaces.ts';
import { tieAmount, tieTimes } from './typography.ts';

/** Quebec's time zone: instants are shown as they read in Montréal, whatever the device's zone. */
export const quebecTimeZone = 'America/Toronto';

/** The Intl locale of a widget language: Canadian French or English. */
export const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents from the API as Canadian dollars: `35,00 $` in French, `$35.00` in English, held together, −16,80 $ for a discount. */
export function formatMoney(cents: number, locale: Locale): string {
  return tieAmount(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100));
}

/** A local date (YYYY-MM-DD) read at noon UTC, so its day never shifts whatever the reader's zone. */
export function dateAtNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** A local date (YYYY-MM-DD) as a day: « mardi 3 décembre » / "Tuesday, December 3". */
export function formatLocalDate(date: string, locale: Locale, options: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(options.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(dateAtNoon(date));
}

/** Hours and minutes, on a 24-hour clock in French and a 12-hour one in English. */
export const clockOptions = (locale: Locale) =>
  ({ hour: 'numeric', minute: '2-digit', hourCycle: locale === 'fr' ? 'h23' : 'h12' }) as const;

/** An instant (ISO) on Quebec's clock, written with `options`, its hours held to their minutes. */
export function formatQuebecInstant(instant: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: quebecTimeZone }).format(new Date(instant)),
  );
}

/** A local time (HH:MM) in 24-hour form for French (« 9 h 00 »), 12-hour for English ("9:00 a.m."). */
export function formatLocalTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), { ...clockOptions(locale), timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0)),
    ),
  );
}

/** An instant (ISO) as Quebec's calendar day: « mardi 3 décembre ». */
export function formatDay(instant: string, locale: Locale): string {
  return formatQuebecInstant(instant, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** An instant (ISO) as Quebec's time of day: « 9 h 00 » / "9:00 a.m.". */
export function formatTime(instant: string, locale: Locale): string {
  return formatQuebecInstant(instant, locale, clockOptions(locale));
}

/** An instant (ISO) in Quebec: « mardi 3 décembre, 9 h 00 ». */
export function formatDayTime(instant: string, locale: Locale): string {
  return `${formatDay(instant, locale)}, ${formatTime(instant, locale)}`;
}

/** Today's date in Quebec (YYYY-MM-DD), whatever the device's own time zone. */
export function todayInQuebec(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: quebecTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}
