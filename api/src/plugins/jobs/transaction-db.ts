import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';

/** pg-boss's `db` option: where a send() runs its SQL. */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A pg-boss db adapter over the caller's MikroORM transaction, so a job is inserted in the same
 * transaction as the change it is about (a booking, a payout…): the job exists exactly when
 * that change was committed, and on PGlite (one connection) nothing waits on a second
 * connection. pg-boss's statements keep their own `$1` parameters (see db/sql.ts).
 */
export function transactionDb(tx: EntityManager): JobDb {
  if (!tx.getTransactionContext()) throw new Error('transactionDb needs an entity manager inside transactional()');
  return {
    async executeSql(text, values = []) {
      return { rows: await query(tx, text, values) };
    },
  };
}
