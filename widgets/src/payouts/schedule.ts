import { dateAtNoon, intlLocale, todayInQuebec } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** The weekly payout's day (spec §9: Fridays, for the previous week's work), as `Date#getUTCDay`. */
const payoutWeekday = 5;
const dayMs = 86_400_000;

/**
 * The date (YYYY-MM-DD, Quebec's calendar) of the next weekly payout: today when it is Friday in
 * Quebec (the run is at 9:00), else the coming Friday. The widgets carry no date library: a local
 * date read at noon UTC has no time zone and no daylight saving, so whole days are exact.
 */
export function nextPayoutDate(now: Date = new Date()): string {
  const today = new Date(`${todayInQuebec(now)}T12:00:00Z`);
  const ahead = (payoutWeekday - today.getUTCDay() + 7) % 7;
  return new Date(today.getTime() + ahead * dayMs).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of an ISO week (`2026-W47`): week 1 is the one holding 4 January. */
export function isoWeekMonday(period: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(period);
  if (!match) throw new RangeError(`Not an ISO week: ${period}`);
  const january4 = Date.UTC(Number(match[1]), 0, 4);
  const mondayOfWeek1 = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * dayMs;
  return new Date(mondayOfWeek1 + (Number(match[2]) - 1) * 7 * dayMs).toISOString().slice(0, 10);
}

/**
 * An ISO week as its first and last days, for « semaine du {{from}} au {{to}} » / "week of
 * {{from}} to {{to}}": the month is said once when both days share it (« du 16 au 22 novembre »,
 * "November 16 to 22"), on each side otherwise, and the year only when the week straddles two.
 */
export function weekDates(period: string, locale: Locale): { from: string; to: string } {
  const monday = dateAtNoon(isoWeekMonday(period));
  const sunday = new Date(monday.getTime() + 6 * dayMs);
  const newYear = monday.getUTCFullYear() !== sunday.getUTCFullYear();
  const write = (date: Date, month: boolean) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      ...(month ? { month: 'long' } : {}),
      ...(newYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(date);
  if (monday.getUTCMonth() !== sunday.getUTCMonth()) return { from: write(monday, true), to: write(sunday, true) };
  // One month: French says it after the last day, English before the first.
  return locale === 'fr'
    ? { from: write(monday, false), to: write(sunday, true) }
    : { from: write(monday, true), to: write(sunday, false) };
}
