import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';
import { bookingStatuses } from '../bookings/bookings.entities.ts';
import { requestLifetimeMs } from '../bookings/index.ts';

/** A pending request is « close to expiring » this many hours before its 24 h lifetime ends. */
export const expiringWithinHours = 6;

type Dashboard = components['schemas']['AdminDashboard'];

/** The admin home page's figures, each one aggregate query over its area's table. */
export function createDashboard({ orm }: { orm: MikroORM }): () => Promise<Dashboard> {
  return async () => {
    const em = orm.em.fork();
    const one = async (sql: string, params: unknown[] = []) =>
      ((await query<Record<string, number>>(em, sql, params))[0] ?? {}) as Record<string, number>;
    const weekStart = addDays(todayInToronto(), -6);
    const [today, users, statuses, bookings, verification, growth, traffic, unavailable] = await Promise.all([
      // The morning's figures: days and weeks (Monday first) in Montréal's time, money from the ledger.
      one(
        `select
          (select count(*) from booking where status in ('confirmed', 'in_progress', 'completed')
            and (starts_at at time zone 'America/Toronto')::date = (now() at time zone 'America/Toronto')::date)::int bookings_today,
          (select count(*) from booking where status in ('confirmed', 'in_progress', 'completed')
            and date_trunc('week', starts_at at time zone 'America/Toronto') = date_trunc('week', now() at time zone 'America/Toronto'))::int bookings_week,
          (select coalesce(sum(amount_cents), 0) from ledger_entry
            where account = 'external:card' and created_at > now() - interval '30 days')::bigint revenue,
          (select coalesce(-sum(amount_cents), 0) from ledger_entry
            where account = 'platform:fees' and created_at > now() - interval '30 days')::bigint fees,
          (select count(*) from payout where status = 'failed')::int failed_payouts,
          (select count(*) from booking where status = 'pending'
            and created_at + $1 * interval '1 millisecond' > now()
            and created_at + $2 * interval '1 millisecond' <= now() + $3 * interval '1 hour')::int expiring`,
        [requestLifetimeMs, requestLifetimeMs, expiringWithinHours],
      ),
      one(`select
          count(*) filter (where role = 'client')::int clients,
          count(*) filter (where role = 'cleaner')::int cleaners,
          count(*) filter (where role = 'admin')::int admins,
          count(*) filter (where role is null)::int without_role,
          count(*) filter (where suspended_at is not null)::int suspended,
          count(*) filter (where created_at > now() - interval '7 days')::int new7,
          count(*) filter (where created_at > now() - interval '30 days')::int new30
        from app_user where deleted_at is null`),
      query<{ status: string; n: number }>(em, 'select status, count(*)::int n from booking group by status'),
      one(`select
          count(*) filter (where created_at > now() - interval '30 days')::int created30,
          count(*) filter (where status = 'completed' and ends_at > now() - interval '30 days')::int completed30,
          coalesce(sum(total_cents) filter (where created_at > now() - interval '30 days'
            and status not in ('cancelled', 'declined', 'declinedByClient')), 0)::bigint booked30,
          coalesce(sum(total_cents) filter (where status = 'completed' and ends_at > now() - interval '30 days'), 0)::bigint completed_value30
        from booking`),
      one(`select count(*)::int pending_documents, count(distinct cleaner_id)::int cleaners
        from verification_document where status = 'pending'`),
      one(`select
          (select count(*) from newsletter_subscriber where status = 'confirmed')::int confirmed,
          (select count(*) from newsletter_subscriber where status = 'pending')::int pending,
          (select count(*) from discount_code where source = 'popup')::int codes,
          (select count(*) from contact_message where created_at > now() - interval '7 days')::int contacts`),
      one(
        `select
          (select count(*) from analytics_visit where day >= $1::date)::int visits,
          (select coalesce(sum(count), 0) from analytics_daily where day >= $2::date and type = 'page_view')::int page_views,
          (select coalesce(sum(count), 0) from analytics_daily where day >= $3::date and type = 'error')::int errors`,
        [weekStart, weekStart, weekStart],
      ),
      // The alert list: open bookings whose cleaner was suspended (bookings README), soonest first.
      query<{
        id: string;
        status: 'confirmed' | 'in_progress';
        starts_at: Date;
        cleaner_id: string;
        client_id: string;
        since: Date;
        total: number;
      }>(
        em,
        `select id, status, starts_at, cleaner_id, client_id, cleaner_unavailable_at as since, count(*) over ()::int as total
           from booking where cleaner_unavailable_at is not null and status in ('confirmed', 'in_progress')
          order by starts_at, id limit 50`,
      ),
    ]);
    const byStatus = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Dashboard['bookings']['byStatus'];
    for (const row of statuses) if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] = row.n;
    return {
      generatedAt: new Date().toISOString(),
      today: {
        bookingsToday: today.bookings_today ?? 0,
        bookingsThisWeek: today.bookings_week ?? 0,
        revenueLast30DaysCents: Number(today.revenue ?? 0),
        platformFeesLast30DaysCents: Number(today.fees ?? 0),
        failedPayouts: today.failed_payouts ?? 0,
        requestsExpiringSoon: today.expiring ?? 0,
        expiringWithinHours,
      },
      users: {
        clients: users.clients ?? 0,
        cleaners: users.cleaners ?? 0,
        admins: users.admins ?? 0,
        withoutRole: users.without_role ?? 0,
        suspended: users.suspended ?? 0,
        newLast7Days: users.new7 ?? 0,
        newLast30Days: users.new30 ?? 0,
      },
      bookings: {
        byStatus,
        createdLast30Days: bookings.created30 ?? 0,
        completedLast30Days: bookings.completed30 ?? 0,
        bookedValueLast30DaysCents: Number(bookings.booked30 ?? 0),
        completedValueLast30DaysCents: Number(bookings.completed_value30 ?? 0),
        cleanerUnavailable: {
          count: unavailable[0]?.total ?? 0,
          items: unavailable.map((row) => ({
            bookingId: row.id,
            status: row.status,
            startsAt: new Date(row.starts_at).toISOString(),
            cleanerId: row.cleaner_id,
            clientId: row.client_id,
            since: new Date(row.since).toISOString(),
          })),
        },
      },
      verification: {
        pendingDocuments: verification.pending_documents ?? 0,
        cleanersAwaitingReview: verification.cleaners ?? 0,
      },
      growth: {
        newsletterConfirmed: growth.confirmed ?? 0,
        newsletterPending: growth.pending ?? 0,
        discountCodesClaimed: growth.codes ?? 0,
        contactMessagesLast7Days: growth.contacts ?? 0,
      },
      traffic: {
        visitsLast7Days: traffic.visits ?? 0,
        pageViewsLast7Days: traffic.page_views ?? 0,
        browserErrorsLast7Days: traffic.errors ?? 0,
      },
    };
  };
}
