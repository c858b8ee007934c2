import { query } from '../../db/sql.ts';
import type { Database } from '../../plugins/db/database.ts';
import type { JobQueue } from '../../plugins/jobs/job-queue.ts';

/** The statement readiness runs (exported for the test that breaks its preparation). */
export const readinessStatement = 'select $1::int as up';

export interface DependencyCheck {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: { database: DependencyCheck; jobs: DependencyCheck };
}

const checkTimeoutMs = 2_000;

export interface HealthService {
  liveness(): { status: 'ok'; version: string; uptimeSeconds: number };
  readiness(): Promise<Readiness>;
}

export function createHealthService(deps: { db: Database; jobs: JobQueue; version: string }): HealthService {
  const startedAt = performance.now();
  return {
    liveness: () => ({
      status: 'ok',
      version: deps.version,
      uptimeSeconds: Math.round((performance.now() - startedAt) / 100) / 10,
    }),
    async readiness() {
      const [database, jobs] = await Promise.all([
        check(async () => {
          // Through the one way every request reaches the database (db/sql.ts), with a parameter,
          // so it runs as a prepared statement like requests' statements do: a connection whose
          // driver and session disagree on what is prepared fails here too, not only `select 1`.
          await query(deps.db.orm.em, readinessStatement, [1]);
        }),
        check(async () => {
          if (!deps.jobs.isRunning()) throw new Error('stopped');
          if (!(await deps.jobs.boss.isInstalled())) throw new Error('not installed');
        }),
      ]);
      const ready = database.status === 'up' && jobs.status === 'up';
      return { status: ready ? 'ready' : 'unavailable', checks: { database, jobs } };
    },
  };
}

async function check(probe: () => Promise<void>): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), checkTimeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: elapsed(started) };
  } catch (error) {
    // Only a short, fixed vocabulary leaves the process: no hostnames or credentials.
    const message = error instanceof Error ? error.message : '';
    const reason = ['timeout', 'stopped', 'not installed'].includes(message) ? message : 'unreachable';
    return { status: 'down', latencyMs: elapsed(started), error: reason };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
