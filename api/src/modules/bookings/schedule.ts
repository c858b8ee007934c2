import { addDays, formatMinutes, instantAt, minutesOf, wallClockAt } from '../../lib/business-time.ts';
import type { Frequency } from './bookings.entities.ts';

/**
 * The instant a local date and time in Quebec designate. In the hour skipped when clocks go
 * forward, the time is read with the offset before the change (02:30 becomes 03:30); a time
 * that shows twice when they go back is its first showing.
 */
export function localToInstant(date: string, time: string): Date {
  return instantAt(date, minutesOf(time));
}

/** The local date (YYYY-MM-DD) and time (HH:MM) in Quebec of an instant. */
export function instantToLocal(instant: Date): { date: string; time: string } {
  const wall = wallClockAt(instant);
  return { date: wall.date, time: formatMinutes(wall.minutes) };
}

/** The same day `months` later, or that month's last day when it is shorter. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

/** How many bookings each frequency creates, and how far apart (see the README). */
export const seriesLength = { weekly: 12, 'bi-weekly': 6, monthly: 6 } as const;

/** The local dates of every occurrence, the first being the date asked for. */
export function occurrenceDates(
  frequency: Frequency,
  firstDate: string,
  recurrence?: { intervalDays: number; occurrences: number },
): string[] {
  const every = (count: number, days: number) => Array.from({ length: count }, (_, i) => addDays(firstDate, i * days));
  switch (frequency) {
    case 'once':
      return [firstDate];
    case 'weekly':
      return every(seriesLength.weekly, 7);
    case 'bi-weekly':
      return every(seriesLength['bi-weekly'], 14);
    case 'monthly':
      return Array.from({ length: seriesLength.monthly }, (_, i) => addMonths(firstDate, i));
    case 'custom':
      if (!recurrence) throw new Error('A custom frequency needs its recurrence');
      return every(recurrence.occurrences, recurrence.intervalDays);
  }
}
