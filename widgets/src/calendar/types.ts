import type { Booking } from '@propre/sdk';

/**
 * The calendar's data, by the contract's names: the cleaner's availability blocks with their
 * skipped dates (availability.listMyBlocks), a block to add (availability.createBlock), the dates a
 * block makes the cleaner available (availability.listOccurrences), the secret address of the ICS
 * feed (availability.getCalendarFeedUrl, rotateCalendarFeed) and what an imported .ics file
 * produced (availability.importBusyTimes).
 */
export type {
  AvailabilityBlock,
  AvailabilityBlockKind,
  AvailabilityOccurrence,
  BusyImportResult,
  CalendarFeedLink,
  NewAvailabilityBlock,
} from '@propre/sdk';

/** A booking of the cleaner (bookings.listMine). */
export type CalendarBooking = Booking;
