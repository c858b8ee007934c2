import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { BoundedPool } from '../../lib/bounded-pool.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { startAvailabilityJobs } from './availability.jobs.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailability } from './create-availability.ts';
import { createGoogleSetup } from './google-setup.ts';
import { startGoogleSyncJobs } from './google-sync.jobs.ts';

export { queueGoogleSync } from './google-sync.jobs.ts';

import type { GoogleConfig } from '../../plugins/config/config.ts';

export interface AvailabilityAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  limiter: RateLimiter;
  publicUrl: string;
  /** The app's CPU work slots (calendar imports take one each). */
  cpuWork: BoundedPool;
  googleConfig: GoogleConfig;
  /** Closes what the area opened (the local Google stand-in) with the app. */
  closeWithApp(close: () => Promise<void>): void;
}

/** Cleaners' availability, the materialised available days and its rolling job, the calendar feed and import, Google Calendar sync. */
export async function availabilityArea(deps: AvailabilityAreaDeps) {
  const { orm, boss, limiter, publicUrl, cpuWork } = deps;
  const { setup, standIn } = await createGoogleSetup(deps.googleConfig);
  if (standIn) deps.closeWithApp(() => standIn.close());
  const availability = createAvailability({ orm, publicUrl, cpuWork, google: setup });
  await startAvailabilityJobs(boss, availability);
  await startGoogleSyncJobs(boss, availability.google);
  return { availability, handlers: availabilityRoutes({ availability, limiter }) };
}
