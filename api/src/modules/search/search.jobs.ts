import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { pruneChanges } from './indexed-cleaner.ts';

export const pruneChangesQueue = 'search-prune-changes';
/** Every hour, on the hour. */
export const pruneChangesCron = '0 * * * *';
/**
 * How long `search_change` keeps a row: twice the time after which an idle API loads its whole
 * index again (search-index.ts), so a reader asking for changes never finds some gone.
 */
export const keepChangesMs = 60 * 60_000;

/** Creates the queue, schedules the hourly prune and starts its worker. */
export async function startSearchJobs(boss: PgBoss, orm: MikroORM): Promise<void> {
  await boss.createQueue(pruneChangesQueue);
  await boss.schedule(pruneChangesQueue, pruneChangesCron, null, { missed: 'once' });
  await boss.work(pruneChangesQueue, { pollingIntervalSeconds: 0.5 }, async () => pruneChanges(orm, keepChangesMs));
}
