import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobStatementName } from './job-queue.ts';

/** pg-boss's `db` option: where a send() runs its SQL. */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The Kysely transaction MikroORM runs a transactional entity manager's statements on. */
interface KyselyTransaction {
  executeQuery(query: {
    /** Kysely hands this to pg's `client.query()` as is, and pg also takes a named query's config. */
    sql: string | { name: string; text: string };
    parameters: readonly unknown[];
    query: { kind: 'RawNode'; sqlFragments: readonly string[]; parameters: readonly unknown[] };
    queryId: { queryId: string };
  }): Promise<{ rows: unknown[] }>;
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
 */
export function transactionDb(tx: EntityManager): JobDb {
  const transaction = tx.getTransactionContext<KyselyTransaction>();
  if (!transaction) throw new Error('transactionDb needs an entity manager inside transactional()');
  return {
    async executeSql(text, values = []) {
      const result = await transaction.executeQuery({
        sql: values.length > 0 ? { name: jobStatementName(text), text } : text,
        parameters: values,
        query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
        queryId: { queryId: randomUUID() },
      });
      return { rows: result.rows };
    },
  };
}
