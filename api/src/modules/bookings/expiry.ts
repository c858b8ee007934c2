import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { jobStatementName } from '../../plugins/jobs/job-queue.ts';

export const bookingExpiryQueue = 'booking-expiry';
/** A booking request the cleaner neither accepts nor declines is cancelled after this long (spec §4). */
export const requestLifetimeMs = 24 * 3_600_000;

export interface ExpiryJob {
  bookingId: string;
}

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
 * transaction as the booking it is about: the job exists exactly when the booking was
 * committed, and on PGlite (one connection) nothing waits on a second connection. The
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

/** Queues the expiry of a new request, in the transaction that creates it. */
export async function scheduleExpiry(boss: PgBoss, tx: EntityManager, booking: { id: string; createdAt: Date }): Promise<void> {
  await boss.send(bookingExpiryQueue, { bookingId: booking.id } satisfies ExpiryJob, {
    startAfter: new Date(booking.createdAt.getTime() + requestLifetimeMs),
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    db: transactionDb(tx),
  });
}

export type ExpiryOutcome = { outcome: 'expired' } | { outcome: 'left_pending' } | { outcome: 'not_due'; dueAt: Date };

/**
 * Starts the worker. The job is idempotent: a booking that left pending first (accepted,
 * declined, cancelled, or expired by an earlier run) is left alone; one not due yet (a job run
 * early) is queued again for its due time.
 */
export async function startBookingExpiryWorker(
  boss: PgBoss,
  expire: (bookingId: string) => Promise<ExpiryOutcome>,
): Promise<void> {
  await boss.createQueue(bookingExpiryQueue);
  // createQueue() empties pg-boss's cache entry for the queue; reading a job refills it here,
  // outside any transaction, so a send() inside a booking's transaction never has to look the
  // queue up on another connection (which on PGlite's single connection would wait forever).
  await boss.findJobs(bookingExpiryQueue, { id: randomUUID() });
  await boss.work<ExpiryJob>(bookingExpiryQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      const result = await expire(job.data.bookingId);
      if (result.outcome === 'not_due') {
        await boss.send(bookingExpiryQueue, job.data, { startAfter: result.dueAt, retryLimit: 5, retryDelay: 60 });
      }
    }
  });
}
