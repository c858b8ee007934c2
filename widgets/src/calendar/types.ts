import type { Booking, CalendarFeedLink } from '@propre/sdk';

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

/** What the calendar takes about its ICS feed: the link once asked for, asking for it, replacing it. */
export interface CalendarFeedProps {
  /** The ICS feed's link once asked for, `null` before. Its `url` is null when it was shown before. */
  feedLink: CalendarFeedLink | null;
  /** Asks for the link (availability.getCalendarFeedUrl: the first call issues it). */
  onShowFeedLink: () => Promise<unknown>;
  /** Issues a new address; the old one stops working (availability.rotateCalendarFeed). */
  onRotateFeed: () => Promise<unknown>;
  /** Opens the feed's rotation confirmation at first (stories); the section keeps it otherwise. */
  rotateOpen?: boolean;
}
