import { addDays, businessZone as businessTimeZone } from '../../lib/business-time.ts';
import type { Frequency } from './bookings.entities.ts';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function localParts(instant: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far America/Toronto's wall clock is ahead of UTC at an instant (negative: behind). */
function offsetMs(instant: number): number {
  const p = localParts(instant);
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSeconds;
}

/**
 * The instant a local date and time in Quebec designate. In the hour skipped when clocks go
 * forward, the time is read with the offset before the change (02:30 becomes 03:30).
 */
export function localToInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // Two guesses cover both sides of a change of offset; the earlier one that shows this wall
  // time wins (the first 01:30 of the night clocks go back), and a time that never shows (the
  // hour skipped in spring) takes the later guess, read with the offset before the change.
  const first = wall - offsetMs(wall);
  const candidates = [first, wall - offsetMs(first)].sort((a, b) => a - b);
  const shows = (instant: number) => instant + offsetMs(instant) === wall;
  return new Date(candidates.find(shows) ?? (candidates[1] as number));
}

/** The local date (YYYY-MM-DD) and time (HH:MM) in Quebec of an instant. */
export function instantToLocal(instant: Date): { date: string; time: string } {
  const p = localParts(instant.getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
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
