import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { PgBoss } from 'pg-boss';

export interface JobQueue {
  boss: PgBoss;
  /** False once pg-boss stopped or reported a fatal error. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the application's own pool, so on PGlite every statement goes through
 * the single connection and on PostgreSQL jobs share the database and its transactions.
 */
export async function startJobQueue(pool: Pool, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    schema: 'pgboss',
  });
  let running = false;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('stopped', () => {
    running = false;
  });
  await boss.start();
  running = true;
  return {
    boss,
    isRunning: () => running,
    async stop() {
      if (!running) return;
      await boss.stop({ graceful: true, timeout: 5_000 });
      running = false;
    },
  };
}
