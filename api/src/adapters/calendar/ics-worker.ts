// A worker thread that reads one iCalendar file (see readInWorker in ics-provider.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { BusyReading, TimeWindow } from './calendar-provider.ts';
import { type ReadOptions, readIcsBusy } from './ics-reader.ts';

export interface IcsWork {
  text: string;
  window: TimeWindow;
  options: ReadOptions;
}

export type IcsWorkAnswer =
  | { started: true }
  | { reading: BusyReading }
  | { error: { name: string; message: string; limit?: number } };

if (parentPort) {
  const { text, window, options } = workerData as IcsWork;
  // Loaded: from here on the file's own reading time counts (a busy machine starts threads slowly).
  parentPort.postMessage({ started: true } satisfies IcsWorkAnswer);
  let answer: IcsWorkAnswer;
  try {
    answer = { reading: readIcsBusy(text, window, options) };
  } catch (error) {
    const { name, message, limit } = error as Error & { limit?: number };
    answer = { error: { name, message, ...(limit === undefined ? {} : { limit }) } };
  }
  parentPort.postMessage(answer);
}
