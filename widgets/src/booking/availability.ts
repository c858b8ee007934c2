import { addDays } from '../i18n/local-dates.ts';
import type { AvailabilityOccurrence } from './types.ts';

/** The API's rules for a booking's time (BookingFields): starts on the hour or half hour, 4 to 12 hours. */
export const minDurationHours = 4;
export const maxDurationHours = 12;
const stepMinutes = 30;
/** An all-day block still means a working day: starts are offered from 7:00, ending by 21:00. */
const allDayOpens = 7 * 60;
const allDayCloses = 21 * 60;

// Shared with the calendar entry: whole days on local dates.
export { addDays, mondayOf } from '../i18n/local-dates.ts';

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface StartOption {
  /** HH:MM, local. */
  time: string;
  /** The start as an instant, to keep starts in the past out. */
  startsAt: number;
}

/**
 * The start times a booking of `durationHours` can take on `date`: each half hour at which the
 * whole cleaning fits inside one of the cleaner's free occurrences (busy ones left out), and
 * that is still ahead of `now`. Unavailable times are never offered. An invalid duration offers
 * nothing: the field says why.
 */
export function startOptions(
  occurrences: readonly AvailabilityOccurrence[],
  date: string,
  durationHours: number,
  now: Date = new Date(),
): StartOption[] {
  if (!(durationHours >= minDurationHours && durationHours <= maxDurationHours)) return [];
  const length = durationHours * 60;
  const found = new Map<string, StartOption>();
  for (const occurrence of occurrences) {
    if (occurrence.date !== date || occurrence.busy) continue;
    const opens = occurrence.allDay ? allDayOpens : minutesOf(occurrence.startTime ?? '00:00');
    const closes = occurrence.allDay
      ? allDayCloses
      : occurrence.endTime === '00:00'
        ? 24 * 60
        : minutesOf(occurrence.endTime ?? '24:00');
    // The occurrence's own instant is the reference: minutes after it are real minutes (a block never spans a clock change at these hours).
    const origin = Date.parse(occurrence.start) + (occurrence.allDay ? 0 : -opens * 60_000);
    const first = Math.ceil(opens / stepMinutes) * stepMinutes;
    for (let start = first; start + length <= closes; start += stepMinutes) {
      const startsAt = origin + start * 60_000;
      if (startsAt <= now.getTime()) continue;
      const time = timeOf(start);
      if (!found.has(time)) found.set(time, { time, startsAt });
    }
  }
  return [...found.values()].sort((a, b) => a.startsAt - b.startsAt);
}

/** The dates from `from` to `to` (included) on which at least one start is offered. */
export function bookableDates(
  occurrences: readonly AvailabilityOccurrence[],
  durationHours: number,
  now: Date = new Date(),
): Set<string> {
  const dates = new Set<string>();
  for (const occurrence of occurrences) {
    if (dates.has(occurrence.date)) continue;
    if (startOptions(occurrences, occurrence.date, durationHours, now).length > 0) dates.add(occurrence.date);
  }
  return dates;
}

/** The 7 dates of a week from its Monday. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
