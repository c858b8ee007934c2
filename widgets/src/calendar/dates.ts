import { addDays, addMonths, firstOfMonth, mondayOf } from '../i18n/local-dates.ts';

export type CalendarMode = 'week' | 'month';

/** The days a view shows: the week's seven from Monday, or whole weeks covering the month. */
export function viewDays(mode: CalendarMode, anchor: string): string[] {
  if (mode === 'week') {
    const monday = mondayOf(anchor);
    return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  }
  const first = firstOfMonth(anchor);
  const last = addDays(addMonths(first, 1), -1);
  const days: string[] = [];
  for (let day = mondayOf(first); day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor of the view before (-1) or after (+1): a week, or a month, away. */
export function shiftAnchor(mode: CalendarMode, anchor: string, step: -1 | 1): string {
  return mode === 'week' ? addDays(mondayOf(anchor), 7 * step) : addMonths(anchor, step);
}

/** Splits days into weeks of seven (rows of the month's table). */
export function weeksOf(days: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
