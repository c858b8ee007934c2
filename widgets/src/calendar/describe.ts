import type { TFunction } from 'i18next';
import { dateAtNoon, formatLocalDate, formatLocalTime, intlLocale } from '../i18n/format.ts';
import { addDays } from '../i18n/local-dates.ts';
import type { Locale } from '../i18n/namespaces.ts';
import type { AvailabilityBlock } from './types.ts';

/** A Sunday: the API's weekday 0. */
const aSunday = '2026-12-06';

/** The name of a weekday (0 = Sunday), « mardi » / "Tuesday". */
export function weekdayName(weekday: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    dateAtNoon(addDays(aSunday, weekday)),
  );
}

/** A slot's hours: « Toute la journée » or « 9 h 00 à 17 h 00 ». */
export function slotTime(
  slot: { allDay: boolean; startTime: string | null; endTime: string | null },
  t: TFunction,
  locale: Locale,
): string {
  if (slot.allDay || !slot.startTime || !slot.endTime) return t('day.allDay');
  return t('day.between', { start: formatLocalTime(slot.startTime, locale), end: formatLocalTime(slot.endTime, locale) });
}

/** When a block repeats: « Chaque mardi, à partir du … jusqu’au … ». */
export function blockDates(block: AvailabilityBlock, t: TFunction, locale: Locale): string {
  const date = (value: string) => formatLocalDate(value, locale);
  if (block.kind === 'one_off') return t('block.one_off', { date: date(block.startDate) });
  const first =
    block.kind === 'weekly'
      ? `${t('block.weekly', { weekday: weekdayName(block.weekday ?? 0, locale) })}, ${t('block.from', { date: date(block.startDate) })}`
      : t('block.every_n_days', { count: block.intervalDays ?? 2, date: date(block.startDate) });
  return block.untilDate ? `${first}, ${t('block.until', { date: date(block.untilDate) })}` : first;
}
