import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { businessZone } from '../../lib/business-time.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import type { GoogleSync } from './google-sync.ts';

/** One cleaner's sync. At most one queued per cleaner (`short` policy, the cleaner as singleton key). */
export const googleSyncQueue = 'google-calendar-sync';
/** Queues a sync of every connected cleaner that is due. */
export const googleSweepQueue = 'google-calendar-sweep';
export const googleSweepCron = '*/15 * * * *';

export interface GoogleSyncJob {
  userId: string;
}

// Google not answering: pg-boss retries with its exponential backoff (60 s, 120 s, … ) before the
// sweep's own retry delay (retry_at) takes over; a refusal is not retried (only reconnecting helps).
const jobOptions = (userId: string) => ({
  singletonKey: userId,
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3_600,
});

/** Queues a sync of the cleaner in the transaction `tx` that changed something Google shows (a booking). */
export async function queueGoogleSync(boss: PgBoss, tx: EntityManager, google: GoogleSync, userId: string): Promise<void> {
  if (!google.available || !(await google.isConnected(tx, userId))) return;
  await boss.send(googleSyncQueue, { userId } satisfies GoogleSyncJob, { ...jobOptions(userId), db: transactionDb(tx) });
}

/** The worker's handler: a sync that Google refused, or of a cleaner no longer connected, ends there. */
export function googleSyncHandler(google: Pick<GoogleSync, 'sync'>) {
  return async (jobs: Array<Pick<Job<GoogleSyncJob>, 'data'>>): Promise<void> => {
    for (const job of jobs) {
      try {
        await google.sync(job.data.userId);
      } catch (error) {
        if (error instanceof AppError && error.code !== 'google_calendar_unreachable') continue;
        throw error;
      }
    }
  };
}

export async function startGoogleSyncJobs(boss: PgBoss, google: GoogleSync): Promise<void> {
  if (!google.available) return;
  await boss.createQueue(googleSyncQueue, { policy: 'short' });
  await boss.createQueue(googleSweepQueue, { policy: 'short' });
  await boss.schedule(googleSweepQueue, googleSweepCron, null, { tz: businessZone });
  await boss.work<GoogleSyncJob>(googleSyncQueue, { pollingIntervalSeconds: 1 }, googleSyncHandler(google));
  await boss.work(googleSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    const due = await google.due();
    if (due.length > 0)
      await boss.insert(
        googleSyncQueue,
        due.map((userId) => ({ data: { userId }, ...jobOptions(userId) })),
      );
  });
}
