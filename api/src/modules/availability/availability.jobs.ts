import type { Job, PgBoss } from 'pg-boss';
import { businessZone, type LocalDate } from '../../lib/business-time.ts';
import type { AvailabilityService } from './availability.service.ts';

export const rollWindowQueue = 'availability-roll-window';
/** Every day at 03:00 in Toronto, after midnight whatever DST does. */
export const rollWindowCron = '0 3 * * *';

export interface RollWindowData {
  /** The day the window should start on; the job's own run date in Toronto when absent. */
  today?: LocalDate;
}

/** The job's handler: moves `cleaner_available_day` forward for every cleaner. */
export function rollWindowHandler(availability: Pick<AvailabilityService, 'rollWindow'>) {
  return async (jobs: Array<Pick<Job<RollWindowData | null>, 'data'>>): Promise<void> => {
    for (const job of jobs) await availability.rollWindow(job.data?.today);
  };
}

/** Creates the queue, schedules the nightly roll (America/Toronto) and starts its worker. */
export async function startAvailabilityJobs(boss: PgBoss, availability: Pick<AvailabilityService, 'rollWindow'>): Promise<void> {
  await boss.createQueue(rollWindowQueue);
  // A roll missed while the service was down is run once when it is back, not skipped.
  await boss.schedule(rollWindowQueue, rollWindowCron, null, { tz: businessZone, missed: 'once' });
  // A short polling interval also lets a graceful shutdown finish quickly.
  await boss.work<RollWindowData | null>(rollWindowQueue, { pollingIntervalSeconds: 0.5 }, rollWindowHandler(availability));
}
