import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];

/** One of the cleaner's availability blocks, with its skipped dates (availability.listMyBlocks). */
export type AvailabilityBlock = Schemas['AvailabilityBlock'];
/** A block to add (availability.createBlock). */
export type NewAvailabilityBlock = Schemas['NewAvailabilityBlock'];
export type AvailabilityBlockKind = Schemas['AvailabilityBlockKind'];
/** One date a block makes the cleaner available (availability.listOccurrences). */
export type AvailabilityOccurrence = Schemas['AvailabilityOccurrence'];
/** A booking of the cleaner (bookings.listMine). */
export type CalendarBooking = Schemas['Booking'];
/** The secret address of the ICS feed (availability.getCalendarFeedUrl, rotateCalendarFeed). */
export type CalendarFeedLink = Schemas['CalendarFeedLink'];
/** What an imported .ics file produced (availability.importBusyTimes). */
export type BusyImportResult = Schemas['BusyImportResult'];
