import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';
import { type CleanerStats, noStats } from './cleaner-dto.ts';

/**
 * The figures other areas keep in cleaner_stats (reviews: rating and count; bookings later:
 * completion rate and response time), by cleaner; cleaners without a row get `noStats`.
 */
export async function readCleanerStats(em: EntityManager, userIds: readonly string[]): Promise<Map<string, CleanerStats>> {
  const found = new Map<string, CleanerStats>();
  if (userIds.length === 0) return found;
  const rows = await query<{
    user_id: string;
    rating: string | null;
    review_count: number;
    completion_rate: string | null;
    response_time_minutes: number | null;
  }>(
    em,
    `select user_id, rating::text as rating, review_count, completion_rate::text as completion_rate, response_time_minutes
       from cleaner_stats where user_id = any($1::text[])`,
    [[...userIds]],
  );
  for (const row of rows) found.set(row.user_id, statsOfRow(row));
  return found;
}

/** cleaner_stats columns as the contract's CleanerComputed (numeric columns arrive as text). */
export function statsOfRow(row: {
  rating: string | number | null;
  review_count: string | number | null;
  completion_rate: string | number | null;
  response_time_minutes: string | number | null;
}): CleanerStats {
  const numberOrNull = (value: string | number | null) => (value === null || value === undefined ? null : Number(value));
  return {
    ...noStats,
    rating: numberOrNull(row.rating),
    reviewCount: Number(row.review_count ?? 0),
    completionRate: numberOrNull(row.completion_rate),
    responseTimeMinutes: numberOrNull(row.response_time_minutes),
  };
}
