import type { AvailabilityOccurrence, CalendarBooking } from './types.ts';

/**
 * The four busy levels of spec §3 (available, somewhat busy, busy, very busy), and `off` for a
 * day with neither availability nor booking. The API states occurrences and bookings, not
 * levels: a level is how full a day's open time is, for the eye only (nothing is decided on it).
 */
export const busyLevels = ['available', 'somewhatBusy', 'busy', 'veryBusy'] as const;
export type BusyLevel = (typeof busyLevels)[number] | 'off';

/** Statuses that hold the cleaner's time (the slot rule of bookings.create). */
const holdingTime = new Set<CalendarBooking['status']>(['pending', 'confirmed', 'in_progress']);

/** An all-day block means a working day: 7:00 to 21:00, as the booking form offers it. */
const allDayMinutes = 14 * 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Open minutes of an occurrence; none when imported busy time covers it (`busy`). */
function openMinutes(occurrence: AvailabilityOccurrence): number {
  if (occurrence.busy) return 0;
  if (occurrence.allDay || !occurrence.startTime || !occurrence.endTime) return allDayMinutes;
  return Math.max(0, minutesOf(occurrence.endTime) - minutesOf(occurrence.startTime));
}

/** The bookings that take time on a calendar (requests and confirmed or started work). */
export function holdsTime(booking: CalendarBooking): boolean {
  return holdingTime.has(booking.status);
}

/**
 * A day's level from its occurrences and its bookings: nothing booked is `available`, less than
 * half the open time `somewhatBusy`, less than all of it `busy`, all of it (or no open time
 * left, imported busy time covering it) `veryBusy`.
 */
export function busyLevelOf(occurrences: readonly AvailabilityOccurrence[], bookings: readonly CalendarBooking[]): BusyLevel {
  const booked = bookings.filter(holdsTime).reduce((sum, booking) => sum + booking.durationHours * 60, 0);
  if (occurrences.length === 0 && booked === 0) return 'off';
  const open = occurrences.reduce((sum, occurrence) => sum + openMinutes(occurrence), 0);
  if (open === 0) return 'veryBusy';
  const share = booked / open;
  if (share === 0) return 'available';
  if (share < 0.5) return 'somewhatBusy';
  if (share < 1) return 'busy';
  return 'veryBusy';
}
