import { createHash } from 'node:crypto';
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
  const statementName = namedStatements();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const name = values && values.length > 0 ? statementName(text) : undefined;
        return name ? pool.query({ name, text, values: values as unknown[] }) : pool.query(text, values as unknown[]);
      },
    },
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

/**
 * The prepared-statement name of one of pg-boss's statement texts: the same text always gets
 * the same name, so the pool and a caller's transaction (transaction-db.ts) share it on a
 * connection.
 */
export function jobStatementName(text: string): string {
  return `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * pg-boss's statements are long and the same few every time (send, fetch, complete, per
 * queue): as named statements each connection parses and plans them once instead of on every
 * job, which was a third of the database's work per booking. Texts without parameters (schema
 * changes, several statements at once) stay plain, and past a bound new texts stay unnamed, so
 * a statement text that varied could never fill a connection with prepared statements.
 */
function namedStatements(limit = 200): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = jobStatementName(text);
      names.set(text, name);
    }
    return name;
  };
}
