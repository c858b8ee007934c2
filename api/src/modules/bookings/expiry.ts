import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Statement } from '../../db/sql.ts';
import { jobInsertOf } from '../../plugins/jobs/job-statement.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';

export const bookingExpiryQueue = 'booking-expiry';
/** A booking request the cleaner neither accepts nor declines is cancelled after this long (spec §4). */
export const requestLifetimeMs = 24 * 3_600_000;

export interface ExpiryJob {
  bookingId: string;
}

const expiryOptions = (booking: { createdAt: Date }) => ({
  startAfter: new Date(booking.createdAt.getTime() + requestLifetimeMs),
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
});

/** Queues the expiry of a new request, in the transaction that creates it. */
export async function scheduleExpiry(boss: PgBoss, tx: EntityManager, booking: { id: string; createdAt: Date }): Promise<void> {
  await boss.send(bookingExpiryQueue, { bookingId: booking.id } satisfies ExpiryJob, {
    ...expiryOptions(booking),
    db: transactionDb(tx),
  });
}

/** The same job as `scheduleExpiry`, as pg-boss's insert to write with the request's rows (a create's CTE). */
export function expiryJobOf(boss: PgBoss, booking: { id: string; createdAt: Date }, firstParameter: number): Promise<Statement> {
  return jobInsertOf(
    boss,
    bookingExpiryQueue,
    { bookingId: booking.id } satisfies ExpiryJob,
    expiryOptions(booking),
    firstParameter,
  );
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
