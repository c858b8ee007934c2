import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';
import { addDays, instantAt, type LocalDate } from '../../lib/business-time.ts';
import { CleanerAvailableDay } from './availability.entities.ts';
import { coveredByBusy, loadBlocks, loadBusy, lockCleaner } from './availability-store.ts';
import { expand } from './recurrence.ts';

/** `cleaner_available_day` holds today and the next 60 days (America/Toronto). */
export const availableDaysAhead = 60;

/**
 * Rewrites the cleaner's rows of `cleaner_available_day` for today … today + 60, in em's
 * transaction: a day is available when at least one occurrence on it is not entirely covered
 * by busy time. Call it in the transaction that changes blocks, skipped dates or busy times.
 */
export async function recomputeAvailableDays(em: EntityManager, userId: string, today: LocalDate): Promise<LocalDate[]> {
  const last = addDays(today, availableDaysAhead);
  const stored = await loadBlocks(em, userId);
  const occurrences = expand(
    stored.map((s) => s.rule),
    today,
    last,
  );
  const busy = await loadBusy(em, userId, instantAt(today, 0), instantAt(addDays(last, 1), 0));
  const days = [...new Set(occurrences.filter((o) => !coveredByBusy(o, busy)).map((o) => o.date))];
  await em.nativeDelete(CleanerAvailableDay, { user: userId });
  if (days.length > 0)
    await em.insertMany(
      CleanerAvailableDay,
      days.map((day) => ({ user: userId, day })),
    );
  return days;
}

/**
 * The nightly roll: drops past days for everyone, then recomputes each cleaner who has blocks,
 * one transaction per cleaner so one failure does not hold the others back. Also forgets busy
 * periods that ended more than a day ago.
 */
export async function rollAvailableDays(orm: MikroORM, today: LocalDate): Promise<{ cleaners: number }> {
  const em = orm.em.fork();
  await query(em, 'delete from cleaner_available_day where day < $1::date', [today]);
  await query(
    em,
    `delete from cleaner_available_day d using app_user u
      where u.id = d.user_id and (u.deleted_at is not null or u.role is distinct from 'cleaner')`,
  );
  await query(em, "delete from calendar_busy where ends_at < now() - interval '1 day'");
  const rows = await query<{ user_id: string }>(
    em,
    `select distinct b.user_id from availability_block b join app_user u on u.id = b.user_id
      where u.deleted_at is null and u.role = 'cleaner' order by b.user_id`,
  );
  for (const { user_id: userId } of rows) {
    await orm.em.fork().transactional(async (tx) => {
      await lockCleaner(tx, userId);
      await recomputeAvailableDays(tx, userId, today);
    });
  }
  return { cleaners: rows.length };
}

/**
 * Of `userIds`, those available on at least one of `days`. Search may instead join in SQL:
 * `exists (select 1 from cleaner_available_day d where d.user_id = app_user.id and d.day = any(:days))`.
 */
export async function availableOn(
  em: EntityManager,
  userIds: readonly string[],
  days: readonly LocalDate[],
): Promise<Set<string>> {
  if (userIds.length === 0 || days.length === 0) return new Set();
  const rows = await em.find(CleanerAvailableDay, { user: { $in: [...userIds] }, day: { $in: [...days] } });
  return new Set(rows.map((row) => row.user.id));
}
