import ICAL from 'ical.js';
import { businessZone, instantAt, isKnownZone } from '../../lib/business-time.ts';
import {
  type BusyPeriod,
  type BusyReading,
  CalendarTooLargeError,
  CalendarUnreadableError,
  type TimeWindow,
} from './calendar-provider.ts';

type Component = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export interface ReadOptions {
  /** Refuse the file when it expands to more periods than this over the window. */
  maxPeriods: number;
  /** Steps of one recurrence walked at most (a daily rule from 1990 takes ~13,000 to reach today). */
  maxStepsPerEvent?: number;
  /**
   * Steps of all recurrences together (issue 21, finding 3): a file of many rules that repeat
   * every second from years back is refused as unreadable instead of being walked for hours.
   */
  maxTotalSteps?: number;
}

/**
 * Reads the busy periods of an iCalendar file over a window. Recurring events are expanded
 * (RRULE, RDATE, EXDATE, and instances moved or cancelled through RECURRENCE-ID); events marked
 * free (TRANSP:TRANSPARENT) or cancelled do not count. A TZID is read from the file's VTIMEZONE,
 * else as an IANA zone name; floating times and all-day dates are read in America/Toronto.
 */
export function readIcsBusy(text: string, window: TimeWindow, options: ReadOptions): BusyReading {
  const calendars = parseCalendars(text);
  try {
    return expandBusy(calendars, window, options);
  } catch (error) {
    if (error instanceof CalendarTooLargeError || error instanceof CalendarUnreadableError) throw error;
    // ical.js reads values lazily and throws on a malformed one only when it is used.
    throw new CalendarUnreadableError('An event cannot be read', { cause: error });
  }
}

function expandBusy(calendars: Component[], window: TimeWindow, options: ReadOptions): BusyReading {
  const maxSteps = options.maxStepsPerEvent ?? 50_000;
  let budget = options.maxTotalSteps ?? 250_000;
  const from = window.from.getTime();
  const to = window.to.getTime();
  const vevents = calendars.flatMap((c) => c.getAllSubcomponents('vevent'));
  const overrides = new Map<string, Component[]>();
  const masters: Component[] = [];
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (vevent.hasProperty('recurrence-id') && uid) {
      overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
    } else {
      masters.push(vevent);
    }
  }
  const mastered = new Set<string>();
  const periods: BusyPeriod[] = [];
  let skipped = 0;
  const keep = (start: number, end: number) => {
    if (end <= start || end <= from || start >= to) return;
    periods.push({ start: new Date(start), end: new Date(end) });
    if (periods.length > options.maxPeriods) throw new CalendarTooLargeError(options.maxPeriods);
  };

  for (const vevent of masters) {
    if (!vevent.hasProperty('dtstart') || !isBusy(vevent)) {
      skipped += 1;
      continue;
    }
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    const exceptions = uid ? (overrides.get(uid) ?? []) : [];
    if (exceptions.length > 0) mastered.add(uid);
    const event = new ICAL.Event(startNearWindow(vevent, from), { strictExceptions: true, exceptions });
    if (!event.isRecurring()) {
      const [start, end] = span(event, event.startDate, event.endDate);
      keep(start, end);
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < maxSteps; step++) {
      if (--budget < 0) throw new CalendarUnreadableError('Its recurring events repeat too often to be read');
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const [start, end] = span(details.item, details.startDate, details.endDate);
      if (start >= to) break;
      if (isBusy(details.item.component)) keep(start, end);
    }
  }
  // A moved instance whose series is not in the file still says when its owner is busy.
  for (const [uid, components] of overrides) {
    if (mastered.has(uid)) continue;
    for (const vevent of components) {
      if (!vevent.hasProperty('dtstart') || !isBusy(vevent)) {
        skipped += 1;
        continue;
      }
      const event = new ICAL.Event(vevent);
      const [start, end] = span(event, event.startDate, event.endDate);
      keep(start, end);
    }
  }
  periods.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  return { events: vevents.length, skipped, periods };
}

const fixedSeconds: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3_600 };

/**
 * A series repeating every few seconds, minutes or hours from long ago, moved forward to its
 * last occurrence before the window (issue 21, finding 3): walking it from its start took
 * millions of steps (a rule repeating every second since 2000 held the server 1.5 s), and the
 * step limit then stopped it before the window, so a real hourly series was read as never busy.
 * Only where the move is exact: one RRULE without COUNT or BY… parts, a DTSTART in UTC, so
 * every occurrence is DTSTART plus a whole number of fixed periods. Anything else is walked
 * from its start, within the step limits.
 */
function startNearWindow(vevent: Component, from: number): Component {
  const rules = vevent.getAllProperties('rrule');
  if (rules.length !== 1 || vevent.hasProperty('rdate')) return vevent;
  const rule = rules[0]?.getFirstValue() as InstanceType<typeof ICAL.Recur> | undefined;
  const unit = rule ? fixedSeconds[rule.freq] : undefined;
  if (!rule || !unit || rule.count || Object.keys(rule.parts ?? {}).length > 0) return vevent;
  const start = vevent.getFirstPropertyValue('dtstart') as IcalTime | null;
  if (!start || start.isDate || start.zone?.tzid !== 'UTC') return vevent;
  const end = vevent.getFirstPropertyValue('dtend') as IcalTime | null;
  const periodMs = unit * (rule.interval || 1) * 1000;
  const startMs = start.toUnixTime() * 1000;
  const lengthMs = end ? Math.max(0, end.toUnixTime() * 1000 - startMs) : 0;
  // The last occurrence that could still overlap the window's start.
  const periods = Math.floor((from - lengthMs - startMs) / periodMs);
  if (periods <= 1) return vevent;
  const moved = new ICAL.Component(structuredClone(vevent.toJSON()));
  const shift = (time: IcalTime) => ICAL.Time.fromJSDate(new Date(time.toUnixTime() * 1000 + periods * periodMs), true);
  moved.updatePropertyWithValue('dtstart', shift(start));
  if (end) moved.updatePropertyWithValue('dtend', shift(end));
  return moved;
}

function parseCalendars(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CalendarUnreadableError('Not an iCalendar file', { cause: error });
  }
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[]);
  const calendars = roots.map((root) => new ICAL.Component(root as never)).filter((c) => c.name === 'vcalendar');
  if (calendars.length === 0) throw new CalendarUnreadableError('No VCALENDAR in the file');
  return calendars;
}

function isBusy(vevent: Component): boolean {
  const transparency = String(vevent.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** Start and end of an occurrence in epoch milliseconds; a broken date makes the file unreadable. */
function span(event: IcalEvent, start: IcalTime, end: IcalTime): [number, number] {
  const tzid = tzidOf(event.component, 'dtstart');
  const startMs = instantOf(start, tzid);
  const endMs = instantOf(end, tzidOf(event.component, 'dtend') ?? tzid);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) {
    throw new CalendarUnreadableError('An event has a date that cannot be read');
  }
  return [startMs, endMs];
}

function tzidOf(vevent: Component, property: string): string | undefined {
  const value = vevent.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

function instantOf(time: IcalTime, tzid: string | undefined): number {
  const valid = [time.year, time.month, time.day, time.hour, time.minute, time.second].every(Number.isInteger);
  if (!valid || time.month < 1 || time.month > 12 || time.day < 1 || time.day > 31) return Number.NaN;
  const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return instantAt(date, 0).getTime();
  const zone = time.zone?.tzid;
  // A zone ical.js resolved (UTC, or a VTIMEZONE of the file) converts itself.
  if (zone && zone !== 'floating') return time.toUnixTime() * 1000;
  const named = tzid && isKnownZone(tzid) ? tzid : businessZone;
  return instantAt(date, time.hour * 60 + time.minute, named, time.second).getTime();
}
