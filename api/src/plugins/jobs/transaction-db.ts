import type { EntityManager } from '@mikro-orm/postgresql';
import { executeOn } from '../db/named-statements.ts';
import { jobStatementName } from './job-queue.ts';

/** pg-boss's `db` option: where a send() runs its SQL. */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A pg-boss db adapter over the caller's MikroORM transaction, so a job is inserted in the same
 * transaction as the change it is about (a booking, a payout…): the job exists exactly when
 * that change was committed, and on PGlite (one connection) nothing waits on a second connection. The
 * statements go through the transaction's Kysely executor as raw compiled queries (what
 * Kysely's `CompiledQuery.raw` builds), keeping pg-boss's own `$1` parameters, and named as
 * the pool names them: unnamed, PostgreSQL parsed and planned each send again, about 0.6 ms of
 * its time for each of the two jobs a booking request queues. pg-boss's send texts vary only
 * by queue, so the names stay few.
 *
 * `deferred`: the job's insert travels with the transaction's next statement (see
 * `executeOn`), for a send whose job id nobody reads and that is not a singleton (send() then
 * answers null, as a deferred statement answers no row).
 */
export function transactionDb(tx: EntityManager, options: { deferred?: boolean } = {}): JobDb {
  if (!tx.getTransactionContext()) throw new Error('transactionDb needs an entity manager inside transactional()');
  const deferred = options.deferred === true;
  return {
    async executeSql(text, values = []) {
      const statement = values.length > 0 ? { name: jobStatementName(text), deferred } : undefined;
      return { rows: await executeOn(tx, text, values, statement) };
    },
  };
}
