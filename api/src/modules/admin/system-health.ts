import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { Redis } from 'ioredis';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { query } from '../../db/sql.ts';
import { productVersion } from '../../lib/product-version.ts';
import type { JobQueue } from '../../plugins/jobs/job-queue.ts';
import { type RequestStats, statsWindowMinutes } from './request-stats.ts';

type Health = components['schemas']['SystemHealth'];

const probeTimeoutMs = 2_000;
/** Above this share of 5xx answers in the window, the API is degraded. */
export const serverErrorThreshold = 0.05;

async function timed<T>(
  probe: () => Promise<T>,
): Promise<{ ok: true; value: T; ms: number } | { ok: false; error: string; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), probeTimeoutMs);
      }),
    ]);
    return { ok: true, value, ms: ms() };
  } catch (error) {
    // A fixed vocabulary: driver messages can name hosts and users.
    return { ok: false, error: error instanceof Error && error.message === 'timeout' ? 'timeout' : 'unreachable', ms: ms() };
  } finally {
    clearTimeout(timer);
  }
}

export interface SystemHealthDeps {
  orm: MikroORM;
  jobs: JobQueue;
  redis: Redis | null;
  mailer: Mailer;
  payments: PaymentProvider;
  stats: RequestStats;
  /** Live sockets open on this instance now (the messaging socket's server; 0 before it starts). */
  openSockets?: () => number;
}

/** Every dependency checked now; the answer says what is down rather than failing itself. */
export function createSystemHealth(deps: SystemHealthDeps): () => Promise<Health> {
  const { orm, jobs, redis, mailer, payments, stats, openSockets = () => 0 } = deps;
  return async () => {
    const sql = <T>(text: string) => query<T>(orm.em.fork(), text);
    const [database, queue, cache, mail, browser] = await Promise.all([
      timed(() => sql('select 1')),
      timed(async () => {
        if (!jobs.isRunning()) throw new Error('stopped');
        return jobs.boss.getQueues();
      }),
      redis ? timed(() => redis.ping()) : Promise.resolve(null),
      timed(() =>
        sql<{ total: number; undelivered: number; last: Date | null }>(
          `select count(*)::int total, count(*) filter (where delivered_at is null)::int undelivered,
             (select max(delivered_at) from mail_outbox) last
           from mail_outbox where created_at > now() - interval '24 hours'`,
        ),
      ),
      timed(() =>
        sql<{ n: number }>(
          `select count(*)::int n from analytics_event where type = 'error' and day >= (now() at time zone 'America/Toronto')::date - 1
             and received_at > now() - interval '24 hours'`,
        ),
      ),
    ]);

    const queues = queue.ok ? queue.value : [];
    const sum = (field: 'readyCount' | 'deferredCount' | 'activeCount' | 'failedCount') =>
      queues.reduce((total, q) => total + (q[field] ?? 0), 0);
    const mailRow = mail.ok ? mail.value[0] : undefined;
    const undelivered = mailer.kind === 'smtp' ? (mailRow?.undelivered ?? 0) : 0;
    const window = stats.window();
    const errorRate = window.requests > 0 ? window.serverErrors / window.requests : null;

    const checks: Health['checks'] = {
      database: database.ok
        ? { status: 'up', latencyMs: database.ms }
        : { status: 'down', latencyMs: database.ms, error: database.error },
      jobQueue: {
        status: queue.ok ? 'up' : 'down',
        latencyMs: queue.ms,
        ready: sum('readyCount'),
        deferred: sum('deferredCount'),
        active: sum('activeCount'),
        failed: sum('failedCount'),
        ...(queue.ok ? {} : { error: queue.error }),
      },
      redis: cache
        ? { status: cache.ok ? 'up' : 'down', latencyMs: cache.ms, ...(cache.ok ? {} : { error: cache.error }) }
        : { status: 'not_configured', latencyMs: null },
      mailOutbox: {
        status: !mail.ok ? 'down' : undelivered > 0 ? 'degraded' : 'up',
        mode: mailer.kind,
        lastDay: mailRow?.total ?? 0,
        undeliveredLastDay: undelivered,
        lastDeliveredAt: mailRow?.last ? new Date(mailRow.last).toISOString() : null,
      },
      // The local provider runs in the process (its rows are in this database); a Stripe
      // adapter would probe the provider's API here.
      paymentProvider: { status: database.ok ? 'up' : 'down', kind: payments.kind },
      errorRates: {
        status: errorRate !== null && errorRate > serverErrorThreshold ? 'degraded' : 'up',
        windowMinutes: statsWindowMinutes,
        requests: window.requests,
        serverErrors: window.serverErrors,
        serverErrorRate: errorRate === null ? null : Math.round(errorRate * 10_000) / 10_000,
        browserErrorsLastDay: browser.ok ? (browser.value[0]?.n ?? 0) : 0,
      },
      sockets: { open: openSockets() },
    };
    const essential = [checks.database.status, checks.jobQueue.status];
    const others = [checks.redis.status, checks.mailOutbox.status, checks.paymentProvider.status, checks.errorRates.status];
    const status = essential.includes('down') ? 'down' : others.some((s) => s === 'down' || s === 'degraded') ? 'degraded' : 'ok';
    return { status, checkedAt: new Date().toISOString(), version: { ...productVersion }, checks };
  };
}
