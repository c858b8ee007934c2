import type { CalendarDocument, CalendarProvider } from './calendar-provider.ts';
import { readIcsBusy } from './ics-reader.ts';
import { writeIcs } from './ics-writer.ts';

/** An uploaded iCalendar file. */
export interface IcsSource {
  ics: string;
}

/** The document a subscriber's calendar app fetches. */
export interface IcsDocument {
  contentType: 'text/calendar; charset=utf-8';
  body: string;
}

export type IcsCalendarProvider = CalendarProvider<IcsSource, IcsDocument>;

/**
 * Calendar sync by iCalendar files, which every calendar app speaks: events are pushed as a
 * document the app subscribes to (it polls the feed URL), busy times are read from a file the
 * cleaner exports from their calendar and uploads.
 */
export function createIcsProvider(options: { maxBusyPeriods: number; now?: () => Date }): IcsCalendarProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'ics',
    async pushEvents(calendar: CalendarDocument) {
      return {
        contentType: 'text/calendar; charset=utf-8',
        body: writeIcs(calendar, { prodId: '-//Propre//Disponibilites//FR', now: now() }),
      };
    },
    async readBusyTimes(source, window) {
      return readIcsBusy(source.ics, window, { maxPeriods: options.maxBusyPeriods });
    },
  };
}
