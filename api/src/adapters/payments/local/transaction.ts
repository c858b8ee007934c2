import { TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { query } from '../../../db/sql.ts';

/**
 * Runs the provider's work in the caller's transaction when there is one: when the booking
 * code charges inside `em.transactional(...)`, the payment, its saved card and its events
 * commit or roll back with the booking (and on PGlite, which is one database session, a second
 * connection would wait forever behind the caller's open transaction). MikroORM finds the
 * caller's transaction through its async context; outside of one, this opens its own.
 * It joins the caller's transaction rather than opening a savepoint: every failure the
 * provider throws aborts the caller's work too, so a savepoint would only cost two round
 * trips per call (measured: 6 of the 36 statements of a booking creation).
 */
export function inTransaction<T>(orm: MikroORM, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return orm.em.transactional((tx) => work(tx as EntityManager), { clear: true, propagation: TransactionPropagation.REQUIRED });
}

/**
 * Serialises requests that share an idempotency key (or a customer's creation) until the
 * transaction that holds the lock ends, so a concurrent retry finds the first one's rows
 * instead of racing it. The unique constraints stay the last line of defence.
 */
export async function lockKey(tx: EntityManager, key: string): Promise<void> {
  await query(tx, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

/** A canonical text of a request's parameters, compared when the same key comes back. */
export function fingerprintOf(parameters: Record<string, string | number | boolean | null>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b))));
}
