import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';

export const rewardExpiryQueue = 'referral-reward-expiry';

export interface RewardExpiryJob {
  rewardId: string;
}

export type RewardExpiryOutcome =
  | { outcome: 'expired' }
  | { outcome: 'resolved' }
  /** Not due yet (a job run early), or a welcome credit a booking in progress still holds: run again then. */
  | { outcome: 'later'; runAt: Date };

/** Queues a reward's expiry, due when it expires, in the transaction that creates the reward. */
export async function scheduleRewardExpiry(
  boss: PgBoss,
  tx: EntityManager,
  reward: { id: string; expiresAt: Date },
): Promise<void> {
  await boss.send(rewardExpiryQueue, { rewardId: reward.id } satisfies RewardExpiryJob, {
    startAfter: reward.expiresAt,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    db: transactionDb(tx),
  });
}

/** Starts the worker: a reward still pending or available when due expires; others are left alone. */
export async function startRewardExpiryWorker(
  boss: PgBoss,
  expire: (rewardId: string) => Promise<RewardExpiryOutcome>,
): Promise<void> {
  await boss.createQueue(rewardExpiryQueue);
  // As for booking expiry: refill pg-boss's queue cache now, outside any transaction, so a
  // send() inside a sign-up's transaction never looks the queue up on another connection.
  await boss.findJobs(rewardExpiryQueue, { id: randomUUID() });
  await boss.work<RewardExpiryJob>(rewardExpiryQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      const result = await expire(job.data.rewardId);
      if (result.outcome === 'later') {
        await boss.send(rewardExpiryQueue, job.data, { startAfter: result.runAt, retryLimit: 5, retryDelay: 60 });
      }
    }
  });
}
