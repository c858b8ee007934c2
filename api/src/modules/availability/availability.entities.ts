import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entities.ts';

export const blockKinds = ['one_off', 'weekly', 'every_n_days'] as const;
export type BlockKind = (typeof blockKinds)[number];
export const busySources = ['ics-import', 'google'] as const;

/**
 * When a cleaner is available: a date or a recurring series of dates, all day or between two
 * local times (America/Toronto). Dates are `YYYY-MM-DD` strings and times `HH:MM:SS` strings, as
 * PostgreSQL's date and time columns read; they are never instants.
 */
export const AvailabilityBlock = defineEntity({
  name: 'AvailabilityBlock',
  tableName: 'availability_block',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref(),
    kind: p.enum(blockKinds),
    startDate: p.string().columnType('date'),
    untilDate: p.string().columnType('date').nullable(),
    weekday: p.integer().nullable(),
    intervalDays: p.integer().nullable(),
    allDay: p.boolean(),
    startTime: p.string().columnType('time').nullable(),
    endTime: p.string().columnType('time').nullable(),
    createdAt: p.datetime(),
  },
});
export type IAvailabilityBlock = InferEntity<typeof AvailabilityBlock>;

/** One skipped occurrence of a block. */
export const AvailabilityException = defineEntity({
  name: 'AvailabilityException',
  tableName: 'availability_exception',
  properties: {
    block: p.manyToOne(AvailabilityBlock).ref().primary().deleteRule('cascade'),
    date: p.string().columnType('date').primary(),
    createdAt: p.datetime(),
  },
});
export type IAvailabilityException = InferEntity<typeof AvailabilityException>;

/** The secret ICS feed of a cleaner; only the SHA-256 of its token is kept. */
export const CalendarFeed = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  properties: {
    user: p.oneToOne(User).ref().primary(),
    tokenHash: p.string().unique(),
    issuedAt: p.datetime(),
  },
});
export type ICalendarFeed = InferEntity<typeof CalendarFeed>;

/** A period during which a cleaner is busy elsewhere, from an imported calendar (no title kept). */
export const CalendarBusy = defineEntity({
  name: 'CalendarBusy',
  tableName: 'calendar_busy',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    source: p.enum(busySources),
    createdAt: p.datetime(),
  },
});
export type ICalendarBusy = InferEntity<typeof CalendarBusy>;

/**
 * Kept for search: the days from today to today + 60 (America/Toronto) on which a cleaner has
 * at least one occurrence not entirely covered by busy time. Rewritten for a cleaner in the
 * transaction that changes their blocks, skipped dates or busy times, and rolled forward daily.
 */
export const CleanerAvailableDay = defineEntity({
  name: 'CleanerAvailableDay',
  tableName: 'cleaner_available_day',
  properties: {
    user: p.manyToOne(User).ref().primary(),
    day: p.string().columnType('date').primary(),
  },
});
