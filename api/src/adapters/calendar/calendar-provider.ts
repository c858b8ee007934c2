/**
 * The outside calendars a cleaner keeps (Google Calendar, Apple Calendar, Outlook), behind one
 * small interface: Propre pushes the cleaner's events (availability, later bookings) out, and
 * reads back the times the cleaner is busy elsewhere.
 *
 * ICS (ics-provider.ts): pushing renders an iCalendar document that calendar apps subscribe to
 * by URL, and busy times come from an uploaded .ics file. Google (google/google-calendar.ts):
 * one account's primary calendar, busy times from events.list, events pushed with
 * events.insert/patch/delete.
 */

import type { LocalDate } from '../../lib/business-time.ts';

/** An event's start or end: a local date (all day, end exclusive) or an instant. */
export type EventTime = { date: LocalDate } | { instant: Date };

export interface CalendarEvent {
  /** Stable across pushes, so a calendar updates an event instead of duplicating it. */
  uid: string;
  summary: string;
  description?: string;
  start: EventTime;
  end: EventTime;
  /** Free time (availability) rather than busy time (a booking). */
  transparent: boolean;
  /** Last change of the event, when known. */
  updatedAt?: Date;
}

export interface CalendarDocument {
  /** Shown by calendar apps as the calendar's name. */
  name: string;
  description?: string;
  events: readonly CalendarEvent[];
}

/** A period during which the calendar's owner is busy. */
export interface BusyPeriod {
  start: Date;
  end: Date;
}

export interface TimeWindow {
  from: Date;
  to: Date;
}

export interface BusyReading {
  /** Events found in the source. */
  events: number;
  /** Events that do not make the owner busy (free, cancelled) or cannot be placed in time. */
  skipped: number;
  /** Busy periods overlapping the window, recurring events expanded, sorted by start. */
  periods: BusyPeriod[];
}

/**
 * A calendar system. `Source` names where busy times come from (an uploaded file for ICS, an
 * account for Google); `Pushed` is what pushing yields (the document to serve for ICS, nothing
 * for a provider that stores the events on its side).
 */
export interface CalendarProvider<Source, Pushed> {
  readonly name: string;
  pushEvents(calendar: CalendarDocument): Promise<Pushed>;
  readBusyTimes(source: Source, window: TimeWindow): Promise<BusyReading>;
}

/** Thrown by readBusyTimes when the source cannot be read as a calendar. */
export class CalendarUnreadableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CalendarUnreadableError';
  }
}

/** Thrown by readBusyTimes when the source expands to more periods than the caller allows. */
export class CalendarTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`More than ${limit} busy periods`);
    this.name = 'CalendarTooLargeError';
    this.limit = limit;
  }
}
