import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { PgBoss } from 'pg-boss';
import { statementName } from '../db/prepared-client.ts';

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
  const nameOf = namedStatements();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const name = values && values.length > 0 ? nameOf(text) : undefined;
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
 * pg-boss's statements are long and the same few every time (send, fetch, complete, per
 * queue): as named statements each connection parses and plans them once instead of on every
 * job. The pool's own `query` (with its callback) is not named by the preparing client, hence
 * the names here, the same as that client gives (prepared-client.ts). Texts without parameters
 * stay plain, and past a bound new texts stay unnamed.
 */
function namedStatements(limit = 200): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
}
