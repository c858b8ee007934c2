import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { BoundedPool } from '../../lib/bounded-pool.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { startAvailabilityJobs } from './availability.jobs.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailability } from './create-availability.ts';

export interface AvailabilityAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  limiter: RateLimiter;
  publicUrl: string;
  /** The app's CPU work slots (calendar imports take one each). */
  cpuWork: BoundedPool;
}

/** Cleaners' availability, the materialised available days and its rolling job, the calendar feed and import. */
export async function availabilityArea({ orm, boss, limiter, publicUrl, cpuWork }: AvailabilityAreaDeps) {
  const availability = createAvailability({ orm, publicUrl, cpuWork });
  await startAvailabilityJobs(boss, availability);
  return { availability, handlers: availabilityRoutes({ availability, limiter }) };
}
