import {
  dayNumber,
  formatMinutes,
  fromDayNumber,
  instantAt,
  type LocalDate,
  minutesOf,
  weekdayOf,
} from '../../lib/business-time.ts';
import type { BlockKind } from './availability.entities.ts';

/** What a block repeats, in local dates and local minutes. */
export interface BlockRule {
  id: string;
  kind: BlockKind;
  startDate: LocalDate;
  untilDate: LocalDate | null;
  weekday: number | null;
  intervalDays: number | null;
  allDay: boolean;
  /** Minutes since local midnight; null when all day. */
  startMinutes: number | null;
  endMinutes: number | null;
  /** Skipped dates. */
  exceptions: ReadonlySet<LocalDate>;
}

/** One date of a block, with its local times and the instants they fall on. */
export interface Occurrence {
  blockId: string;
  date: LocalDate;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  start: Date;
  end: Date;
}

/**
 * Every block's dates form an arithmetic progression of day numbers: `first`, `first + step`, …
 * up to `last` (Infinity when open-ended). A one-off is a progression of one.
 */
interface Progression {
  first: number;
  step: number;
  last: number;
}

export function progressionOf(rule: Pick<BlockRule, 'kind' | 'startDate' | 'untilDate' | 'weekday' | 'intervalDays'>) {
  const start = dayNumber(rule.startDate);
  const last = rule.untilDate === null ? Number.POSITIVE_INFINITY : dayNumber(rule.untilDate);
  switch (rule.kind) {
    case 'one_off':
      return { first: start, step: 1, last: start } satisfies Progression;
    case 'weekly': {
      const first = start + (((((rule.weekday ?? 0) - weekdayOf(rule.startDate)) % 7) + 7) % 7);
      return { first, step: 7, last } satisfies Progression;
    }
    case 'every_n_days':
      return { first: start, step: rule.intervalDays ?? 1, last } satisfies Progression;
  }
}

/** True when the block's series has at least one date. */
export function hasOccurrence(rule: Parameters<typeof progressionOf>[0]): boolean {
  const p = progressionOf(rule);
  return p.first <= p.last;
}

/** Whether `date` is one of the block's dates (skipped or not). */
export function isOccurrenceDate(rule: Parameters<typeof progressionOf>[0], date: LocalDate): boolean {
  const p = progressionOf(rule);
  const day = dayNumber(date);
  return day >= p.first && day <= p.last && (day - p.first) % p.step === 0;
}

/** The block's dates from `from` to `to` (both included), skipped dates left out. */
export function datesBetween(rule: BlockRule, from: LocalDate, to: LocalDate): LocalDate[] {
  const p = progressionOf(rule);
  const lo = Math.max(p.first, dayNumber(from));
  const hi = Math.min(p.last, dayNumber(to));
  const dates: LocalDate[] = [];
  for (let day = p.first + Math.ceil((lo - p.first) / p.step) * p.step; day <= hi; day += p.step) {
    const date = fromDayNumber(day);
    if (!rule.exceptions.has(date)) dates.push(date);
  }
  return dates;
}

/**
 * The block's occurrences from `from` to `to`, with UTC instants from America/Toronto's rules.
 * A slot lying wholly in the hour skipped when clocks spring forward (02:00–03:00) lasts no time
 * at all that day and is left out.
 */
export function occurrencesBetween(rule: BlockRule, from: LocalDate, to: LocalDate): Occurrence[] {
  return datesBetween(rule, from, to).flatMap((date) => {
    const startMinutes = rule.allDay ? 0 : (rule.startMinutes ?? 0);
    const endMinutes = rule.allDay ? 1440 : (rule.endMinutes ?? 1440);
    const start = instantAt(date, startMinutes);
    const end = instantAt(date, endMinutes);
    if (end <= start) return [];
    return [
      {
        blockId: rule.id,
        date,
        allDay: rule.allDay,
        startTime: rule.allDay ? null : formatMinutes(startMinutes),
        endTime: rule.allDay ? null : formatMinutes(endMinutes),
        start,
        end,
      },
    ];
  });
}

/** Occurrences of several blocks, by date, then start (all-day first), then end. */
export function expand(rules: readonly BlockRule[], from: LocalDate, to: LocalDate): Occurrence[] {
  return rules
    .flatMap((rule) => occurrencesBetween(rule, from, to))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        Number(b.allDay) - Number(a.allDay) ||
        a.start.getTime() - b.start.getTime() ||
        a.end.getTime() - b.end.getTime() ||
        a.blockId.localeCompare(b.blockId),
    );
}

/**
 * Two occurrences are the same slot when they fall on the same local date and are both all day,
 * or both start and end at the same local times. Overlapping but different slots are not.
 */
export function sameSlot(a: Pick<BlockRule, 'allDay' | 'startMinutes' | 'endMinutes'>, b: typeof a): boolean {
  if (a.allDay || b.allDay) return a.allDay && b.allDay;
  return a.startMinutes === b.startMinutes && a.endMinutes === b.endMinutes;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The first date on which the new block and an existing one both occur with the same slot, the
 * existing block's skipped dates excepted; null when they never do. Exact for open-ended series:
 * the common dates of two progressions form a progression with step lcm(step, step), found by
 * walking one of them at most step/gcd times, and only finitely many of them can be skipped.
 */
export function firstDuplicateDate(candidate: Omit<BlockRule, 'id' | 'exceptions'>, existing: BlockRule): LocalDate | null {
  if (!sameSlot(candidate, existing)) return null;
  const a = progressionOf(candidate);
  const b = progressionOf(existing);
  const lo = Math.max(a.first, b.first);
  const hi = Math.min(a.last, b.last);
  if (lo > hi) return null;
  let common: number | null = null;
  const walk = b.step / gcd(a.step, b.step);
  for (let i = 0, day = a.first + Math.ceil((lo - a.first) / a.step) * a.step; i < walk && day <= hi; i++, day += a.step) {
    if ((day - b.first) % b.step === 0) {
      common = day;
      break;
    }
  }
  if (common === null) return null;
  const period = (a.step * b.step) / gcd(a.step, b.step);
  for (let day = common; day <= hi; day += period) {
    const date = fromDayNumber(day);
    if (!existing.exceptions.has(date)) return date;
  }
  return null;
}

/** Reads a stored block (dates and `HH:MM:SS` times as PostgreSQL returns them) as a rule. */
export function ruleOf(
  block: {
    id: string;
    kind: BlockKind;
    startDate: string;
    untilDate?: string | null;
    weekday?: number | null;
    intervalDays?: number | null;
    allDay: boolean;
    startTime?: string | null;
    endTime?: string | null;
  },
  exceptions: Iterable<LocalDate> = [],
): BlockRule {
  return {
    id: block.id,
    kind: block.kind,
    startDate: block.startDate,
    untilDate: block.untilDate ?? null,
    weekday: block.weekday ?? null,
    intervalDays: block.intervalDays ?? null,
    allDay: block.allDay,
    startMinutes: block.startTime ? minutesOf(block.startTime) : null,
    endMinutes: block.endTime ? minutesOf(block.endTime) : null,
    exceptions: new Set(exceptions),
  };
}
