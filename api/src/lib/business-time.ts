/**
 * Calendar dates and wall-clock times in the zone of every business rule (America/Toronto).
 *
 * Rules are written in local dates (`2026-11-01`) and local times (`09:00`), and arithmetic on
 * dates is done on day numbers, which never meet a DST change. Only when an instant is needed
 * (an API answer in UTC, a calendar feed, a comparison with a booking) is a local date and time
 * turned into one, here, with the zone's rules from Intl.
 */

export const businessZone = 'America/Toronto';

/** A calendar date, `YYYY-MM-DD`, with no zone attached. */
export type LocalDate = string;

const msPerDay = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for an existing calendar date written `YYYY-MM-DD`. */
export function isLocalDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  return fromDayNumber(dayNumber(value)) === value;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: LocalDate): number {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a local date: ${date}`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / msPerDay);
}

export function fromDayNumber(day: number): LocalDate {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** `to` minus `from`, in days. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay and most calendars count. */
export function weekdayOf(date: LocalDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** `HH:MM` (or `HH:MM:SS`, as PostgreSQL writes a time) → minutes since midnight; `24:00` is 1440. */
export function minutesOf(time: string): number {
  const match = timePattern.exec(time);
  if (!match) throw new Error(`Not a local time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight → `HH:MM`. */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// Building a DateTimeFormat costs far more than using one, and expanding availability for
// every cleaner converts thousands of instants, so one formatter per zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (an IANA name such as America/Toronto). */
export function isKnownZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  date: LocalDate;
  /** Minutes since local midnight. */
  minutes: number;
  seconds: number;
}

/** The local date and time at an instant. */
export function wallClockAt(instant: Date, zone: string = businessZone): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

// Offsets by zone and quarter hour of UTC. Zones change offset at a quarter hour of UTC (local
// times such as 02:00 less offsets in quarter hours), so one reading holds for the whole quarter;
// every booking converts a few instants, and formatToParts is the dearest step of each.
const offsets = new Map<string, Map<number, number>>();
const quarterMs = 15 * 60_000;
const offsetsKept = 20_000;

/** Local time minus UTC at an instant, in minutes (-240 for EDT, -300 for EST). */
export function offsetMinutesAt(instant: number, zone: string = businessZone): number {
  const quarter = Math.floor(instant / quarterMs);
  let known = offsets.get(zone);
  const kept = known?.get(quarter);
  if (kept !== undefined) return kept;
  const start = quarter * quarterMs;
  const wall = wallClockAt(new Date(start), zone);
  const asUtc = dayNumber(wall.date) * msPerDay + wall.minutes * 60_000 + wall.seconds * 1000;
  const offset = Math.round((asUtc - start) / 60_000);
  if (!known || known.size >= offsetsKept) {
    known = new Map();
    offsets.set(zone, known);
  }
  known.set(quarter, offset);
  return offset;
}

/**
 * The instant at which the zone's clocks show `date` and `minutes` (1440 = the next midnight).
 * Like Temporal's "compatible" choice: a time skipped when clocks spring forward is read with
 * the offset before the change (02:30 on a spring-forward day is 03:30 daylight time), and a time
 * that occurs twice when clocks fall back is its first occurrence (01:30 daylight time).
 */
export function instantAt(date: LocalDate, minutes: number, zone: string = businessZone, seconds = 0): Date {
  const wall = dayNumber(date) * msPerDay + minutes * 60_000 + seconds * 1000;
  // The offsets a day before and a day after cover both sides of any change near this time.
  const before = offsetMinutesAt(wall - msPerDay, zone);
  const after = offsetMinutesAt(wall + msPerDay, zone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetMinutesAt(instant, zone) * 60_000 === wall - instant)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? wall - before * 60_000);
}

/** Today's date in the zone. */
export function todayIn(zone: string = businessZone, now: Date = new Date()): LocalDate {
  return wallClockAt(now, zone).date;
}

/** Today's date in Quebec, the date every business rule ("next 3 days", 24 h) counts from. */
export function todayInToronto(now: Date = new Date()): LocalDate {
  return todayIn(businessZone, now);
}
