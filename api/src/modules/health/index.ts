import type { Database } from '../../plugins/db/database.ts';
import type { JobQueue } from '../../plugins/jobs/job-queue.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

/** Liveness and readiness of this instance: the database and the job queue answer. */
export function healthArea(deps: { db: Database; jobs: JobQueue; version: string }) {
  return { handlers: healthRoutes(createHealthService(deps)) };
}
