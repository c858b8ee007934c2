import { Worker } from 'node:worker_threads';
import type { BoundedPool } from '../../lib/bounded-pool.ts';
import {
  type BusyReading,
  type CalendarDocument,
  type CalendarProvider,
  CalendarTooLargeError,
  CalendarUnreadableError,
} from './calendar-provider.ts';
import type { IcsWork, IcsWorkAnswer } from './ics-worker.ts';
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
export function createIcsProvider(options: {
  maxBusyPeriods: number;
  /** The app's CPU work slots: a read takes one, and is refused with `PoolFullError` when none is free. */
  cpuWork: BoundedPool;
  now?: () => Date;
}): IcsCalendarProvider {
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
      const work: IcsWork = { text: source.ics, window, options: { maxPeriods: options.maxBusyPeriods } };
      return options.cpuWork.run(() => readInWorker(work, readTimeLimitMs));
    },
  };
}

/** How long reading one uploaded file may take: also how long a refused caller should wait. */
export const readTimeLimitMs = 5_000;

/**
 * Reads the file in a worker thread (issue 21, finding 3): expanding recurrences is CPU work
 * that held the event loop, and so every request of every user, for as long as the file
 * asked. The worker is ended after `readTimeLimitMs`, and the file refused as unreadable. Workers
 * are bounded by the app's CPU work slots (issue 34, finding 6): unbounded, seven imports at
 * once took every core for seconds and slowed search sixfold.
 */
function readInWorker(work: IcsWork, limitMs: number): Promise<BusyReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./ics-worker.ts', import.meta.url), { workerData: work });
    const stop = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    // The limit is the reading's: it starts once the worker has loaded (on a busy machine, loading
    // alone took seconds and refused readable files). Loading gets a bound of its own.
    let timer = setTimeout(() => stop(new Error('The calendar reader did not start')), startLimitMs);
    const settle = () => clearTimeout(timer);
    worker.on('message', (answer: IcsWorkAnswer) => {
      settle();
      if ('started' in answer) {
        timer = setTimeout(() => stop(new CalendarUnreadableError(`Reading it took more than ${limitMs / 1000} s`)), limitMs);
        return;
      }
      void worker.terminate();
      if ('reading' in answer) resolve(answer.reading);
      else if (answer.error.name === 'CalendarTooLargeError') reject(new CalendarTooLargeError(answer.error.limit ?? 0));
      else if (answer.error.name === 'CalendarUnreadableError') reject(new CalendarUnreadableError(answer.error.message));
      else reject(new Error(answer.error.message));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
  });
}

/** How long a reader thread may take to load before the read fails (it loads in well under a second on an idle machine). */
const startLimitMs = 30_000;
