import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { addDays, daysBetween, instantAt, todayInToronto } from '../../lib/business-time.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { analyticsErrors } from './analytics.errors.ts';

const fail = errorsOf(analyticsErrors);
export const maxReportDays = 366;
export const defaultReportDays = 30;

type Report = components['schemas']['AnalyticsReport'];
type Day = components['schemas']['AnalyticsDay'];

export interface AnalyticsReports {
  report(range: { from?: string; to?: string }): Promise<Report>;
  /** Distinct visitors over the days from `from` to `to`, summed per day (for the admin dashboard). */
  visits(from: string, to: string): Promise<number>;
}

const rate = (bookings: number, visits: number) => (visits > 0 ? Math.round((bookings / visits) * 10_000) / 10_000 : null);

/** The range asked for, checked: at most a year, in order; the last 30 days by default. */
export function reportRange({ from, to }: { from?: string; to?: string }): { from: string; to: string } {
  const end = to ?? (from ? addDays(from, defaultReportDays - 1) : todayInToronto());
  const start = from ?? addDays(end, -(defaultReportDays - 1));
  const days = daysBetween(start, end) + 1;
  if (days < 1 || days > maxReportDays) {
    throw fail('analytics_range_invalid', {
      detail: {
        fr: `La période va d’une date à une date égale ou postérieure, sur au plus ${maxReportDays} jours.`,
        en: `The range goes from a date to the same or a later date, over at most ${maxReportDays} days.`,
      },
    });
  }
  return { from: start, to: end };
}

/**
 * The dashboards' figures from the daily counts (visits, page views, errors) and from the
 * accounts and bookings tables (sign-ups, booking requests), by day in America/Toronto.
 */
export function createAnalyticsReports({ orm }: { orm: MikroORM }): AnalyticsReports {
  const run = <T>(sql: string, params: unknown[]) => query<T>(orm.em.fork(), sql, params);
  const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

  return {
    async visits(from, to) {
      const [row] = await run<{ n: number }>('select count(*)::int n from analytics_visit where day between $1 and $2', [
        from,
        to,
      ]);
      return row?.n ?? 0;
    },

    async report(query) {
      const { from, to } = reportRange(query);
      const start = instantAt(from, 0);
      const end = instantAt(addDays(to, 1), 0);
      const [counts, visits, signUps, bookings, pages, errors, events] = await Promise.all([
        run<{ day: unknown; type: string; n: number }>(
          `select day::text, type, sum(count)::int n from analytics_daily
             where day between $1 and $2 and type in ('page_view', 'error') group by day, type`,
          [from, to],
        ),
        run<{ day: unknown; n: number }>(
          'select day::text, count(*)::int n from analytics_visit where day between $1 and $2 group by day',
          [from, to],
        ),
        run<{ day: unknown; n: number }>(
          `select (created_at at time zone 'America/Toronto')::date::text as day, count(*)::int n from app_user
             where created_at >= $1 and created_at < $2 and role is distinct from 'admin' group by 1`,
          [start, end],
        ),
        run<{ day: unknown; n: number }>(
          `select (created_at at time zone 'America/Toronto')::date::text as day, count(*)::int n from booking
             where created_at >= $1 and created_at < $2 group by 1`,
          [start, end],
        ),
        top('page_view'),
        top('error'),
        top('custom'),
      ]);

      function top(type: string) {
        return run<{ key: string; n: number }>(
          `select key, sum(count)::int n from analytics_daily where day between $1 and $2 and type = $3
             group by key order by n desc, key limit 10`,
          [from, to, type],
        );
      }

      const byDay = new Map<string, Day>();
      for (let date = from; date <= to; date = addDays(date, 1)) {
        byDay.set(date, { date, visits: 0, pageViews: 0, signUps: 0, bookings: 0, conversionRate: null, errors: 0 });
      }
      const at = (day: unknown) => byDay.get(dayOf(day));
      for (const c of counts) {
        const day = at(c.day);
        if (day && c.type === 'page_view') day.pageViews = c.n;
        if (day && c.type === 'error') day.errors = c.n;
      }
      for (const v of visits) {
        const day = at(v.day);
        if (day) day.visits = v.n;
      }
      for (const s of signUps) {
        const day = at(s.day);
        if (day) day.signUps = s.n;
      }
      for (const b of bookings) {
        const day = at(b.day);
        if (day) day.bookings = b.n;
      }
      const days = [...byDay.values()].map((d) => ({ ...d, conversionRate: rate(d.bookings, d.visits) }));
      const sum = (field: 'visits' | 'pageViews' | 'signUps' | 'bookings' | 'errors') =>
        days.reduce((total, d) => total + d[field], 0);
      const totals = {
        visits: sum('visits'),
        pageViews: sum('pageViews'),
        signUps: sum('signUps'),
        bookings: sum('bookings'),
        conversionRate: rate(sum('bookings'), sum('visits')),
        errors: sum('errors'),
      };
      return {
        from,
        to,
        days,
        totals,
        topPages: pages.map((p) => ({ path: p.key, views: p.n })),
        topErrors: errors.map((e) => ({ message: e.key, count: e.n })),
        topEvents: events.map((e) => ({ name: e.key, count: e.n })),
      };
    },
  };
}
