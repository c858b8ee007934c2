import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { addDays, weekdayOf } from '../../lib/business-time.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { User } from '../accounts/accounts.entities.ts';
import { bookingStatuses } from '../bookings/bookings.entities.ts';
import { adminErrors } from './admin.errors.ts';

const fail = errorsOf(adminErrors);
type Analytics = components['schemas']['CleanerAnalytics'];
export const trendMonths = 6;
export const trendWeeks = 12;

/** The Mondays of the last `count` weeks, oldest first, this week's last (`today` a local date). */
export function lastWeeks(today: string, count: number): string[] {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return Array.from({ length: count }, (_, i) => addDays(monday, -7 * (count - 1 - i)));
}

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
 * Ratings: the visible reviews' overall mark, by the day written in Montréal.
 */
export function createCleanerAnalytics({ orm }: { orm: MikroORM }): (cleanerId: string, today: string) => Promise<Analytics> {
  return async (cleanerId, today) => {
    const em = orm.em.fork();
    const cleaner = await em.findOne(User, { id: cleanerId, role: 'cleaner' });
    if (!cleaner) {
      throw fail('user_not_found', { detail: { fr: 'Aucun nettoyeur n’a cet identifiant.', en: 'No cleaner has this id.' } });
    }
    const months = lastMonths(today, trendMonths);
    const weeks = lastWeeks(today, trendWeeks);
    const [statuses, [figures], monthly, weekly, ratings] = await Promise.all([
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
      query<{ week: string; bookings: number; completed: number; revenue: string | number }>(
        em,
        `select to_char(date_trunc('week', local_date), 'YYYY-MM-DD') week, count(*)::int bookings,
            count(*) filter (where status = 'completed')::int completed,
            coalesce(sum(total_cents) filter (where status = 'completed'), 0)::bigint revenue
          from booking where cleaner_id = $1 and local_date >= $2::date and local_date < $3::date + 7
          group by 1`,
        [cleanerId, weeks[0], weeks.at(-1)],
      ),
      // Each review once per week and once per month: the two series read the same rows.
      query<{ week: string; month: string; n: number; total: number }>(
        em,
        `select to_char(date_trunc('week', written), 'YYYY-MM-DD') week, to_char(written, 'YYYY-MM') as month,
            count(*)::int n, sum(overall)::int total
          from (select (created_at at time zone 'America/Toronto')::date written, overall from review
                  where cleaner_id = $1 and hidden_at is null) r
          where written >= least($2::date, $3::date) and written < $4::date + 7
          group by 1, 2`,
        [cleanerId, weeks[0], `${months[0]}-01`, weeks.at(-1)],
      ),
    ]);
    const counts = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Record<(typeof bookingStatuses)[number], number>;
    for (const row of statuses) if (row.status in counts) counts[row.status as keyof typeof counts] = row.n;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    const byWeek = new Map(weekly.map((w) => [w.week, w]));
    const reviewsBy = (pick: (row: (typeof ratings)[number]) => string) => {
      const sums = new Map<string, { n: number; total: number }>();
      for (const row of ratings) {
        const sum = sums.get(pick(row)) ?? { n: 0, total: 0 };
        sums.set(pick(row), { n: sum.n + row.n, total: sum.total + row.total });
      }
      return sums;
    };
    const average = (sum: { n: number; total: number }) => Math.round((sum.total / sum.n) * 100) / 100;
    const weekReviews = reviewsBy((row) => row.week);
    const monthReviews = reviewsBy((row) => row.month);
    return {
      cleanerId,
      name: cleaner.fullName,
      bookings: { total, ...counts },
      revenueCents: Number(figures?.revenue ?? 0),
      completionRate: figures && figures.due > 0 ? Math.round((figures.completed / figures.due) * 10_000) / 10_000 : null,
      responseTimeMinutes: figures?.response ?? null,
      ratingTrend: months.flatMap((month) => {
        const sum = monthReviews.get(month);
        return sum ? [{ month, rating: average(sum), reviews: sum.n }] : [];
      }),
      months: months.map((month) => ({
        month,
        bookings: byMonth.get(month)?.bookings ?? 0,
        completed: byMonth.get(month)?.completed ?? 0,
        revenueCents: Number(byMonth.get(month)?.revenue ?? 0),
      })),
      weeks: weeks.map((week) => {
        const sum = weekReviews.get(week);
        return {
          week,
          bookings: byWeek.get(week)?.bookings ?? 0,
          completed: byWeek.get(week)?.completed ?? 0,
          revenueCents: Number(byWeek.get(week)?.revenue ?? 0),
          rating: sum ? average(sum) : null,
          reviews: sum?.n ?? 0,
        };
      }),
    };
  };
}
