import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { User } from '../accounts/accounts.entities.ts';
import { bookingStatuses } from '../bookings/bookings.entities.ts';
import { adminErrors } from './admin.errors.ts';

const fail = errorsOf(adminErrors);
type Analytics = components['schemas']['CleanerAnalytics'];
export const trendMonths = 6;

/** The last `count` months as YYYY-MM, oldest first, counted from `today` (a local date). */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * One cleaner's figures for admins, from the bookings and their recorded transitions.
 * Rating trend: none until the reviews area exists.
 */
export function createCleanerAnalytics({ orm }: { orm: MikroORM }): (cleanerId: string, today: string) => Promise<Analytics> {
  return async (cleanerId, today) => {
    const em = orm.em.fork();
    const cleaner = await em.findOne(User, { id: cleanerId, role: 'cleaner' });
    if (!cleaner) {
      throw fail('user_not_found', { detail: { fr: 'Aucun nettoyeur n’a cet identifiant.', en: 'No cleaner has this id.' } });
    }
    const months = lastMonths(today, trendMonths);
    const [statuses, [figures], monthly] = await Promise.all([
      query<{ status: string; n: number }>(
        em,
        'select status, count(*)::int n from booking where cleaner_id = $1 group by status',
        [cleanerId],
      ),
      query<{ revenue: string | number; completed: number; due: number; response: number | null }>(
        em,
        `select coalesce(sum(total_cents) filter (where status = 'completed'), 0)::bigint revenue,
            count(*) filter (where status = 'completed')::int completed,
            count(*) filter (where status = 'completed' or (status in ('confirmed', 'in_progress') and ends_at < now()))::int due,
            (select round(percentile_cont(0.5) within group (order by extract(epoch from t.at - b2.created_at) / 60))::int
               from booking b2 join lateral (
                 select min(at) at from booking_transition
                   where booking_id = b2.id and action in ('accept', 'decline') and actor_role in ('cleaner', 'admin')
               ) t on t.at is not null
               where b2.cleaner_id = $1) response
          from booking where cleaner_id = $2`,
        [cleanerId, cleanerId],
      ),
      query<{ month: string; bookings: number; completed: number; revenue: string | number }>(
        em,
        `select to_char(local_date, 'YYYY-MM') as month, count(*)::int bookings,
            count(*) filter (where status = 'completed')::int completed,
            coalesce(sum(total_cents) filter (where status = 'completed'), 0)::bigint revenue
          from booking where cleaner_id = $1 and to_char(local_date, 'YYYY-MM') >= $2 and to_char(local_date, 'YYYY-MM') <= $3
          group by 1`,
        [cleanerId, months[0], months.at(-1)],
      ),
    ]);
    const counts = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Record<(typeof bookingStatuses)[number], number>;
    for (const row of statuses) if (row.status in counts) counts[row.status as keyof typeof counts] = row.n;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    return {
      cleanerId,
      name: cleaner.fullName,
      bookings: { total, ...counts },
      revenueCents: Number(figures?.revenue ?? 0),
      completionRate: figures && figures.due > 0 ? Math.round((figures.completed / figures.due) * 10_000) / 10_000 : null,
      responseTimeMinutes: figures?.response ?? null,
      ratingTrend: [],
      months: months.map((month) => ({
        month,
        bookings: byMonth.get(month)?.bookings ?? 0,
        completed: byMonth.get(month)?.completed ?? 0,
        revenueCents: Number(byMonth.get(month)?.revenue ?? 0),
      })),
    };
  };
}
