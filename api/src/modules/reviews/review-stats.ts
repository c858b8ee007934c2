import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../../db/sql.ts';

/**
 * Takes the cleaner's cleaner_stats row (creating it) for the rest of the transaction, so two
 * reviews committed at once for one cleaner recompute the averages one after the other, the
 * second seeing the first.
 */
export async function lockCleanerStats(tx: EntityManager, cleanerId: string): Promise<void> {
  await execute(tx, 'insert into cleaner_stats (user_id) values ($1) on conflict (user_id) do nothing', [cleanerId]);
  await execute(tx, 'select user_id from cleaner_stats where user_id = $1 for update', [cleanerId]);
}

/**
 * The cleaner's rating (the average `overall` of their visible reviews, to two decimals, null
 * without any) and review count, recomputed from the reviews — never incremented — into
 * cleaner_stats, where search reads them. Call after lockCleanerStats in the same transaction.
 */
export async function refreshCleanerRating(tx: EntityManager, cleanerId: string): Promise<void> {
  await execute(
    tx,
    `update cleaner_stats set rating = s.rating, review_count = s.n
       from (select round(avg(overall)::numeric, 2) as rating, count(*)::int as n
               from review where cleaner_id = $1 and hidden_at is null) as s
      where user_id = $2`,
    [cleanerId, cleanerId],
  );
}
