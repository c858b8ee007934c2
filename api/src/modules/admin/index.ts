import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { JobQueue } from '../../plugins/jobs/job-queue.ts';
import type { SessionStore } from '../accounts/index.ts';
import type { DiscountCodesService } from '../growth/index.ts';
import type { VerificationService } from '../verification/index.ts';
import { adminRoutes } from './admin.routes.ts';
import { createCleanerAnalytics } from './cleaner-analytics.ts';
import { createDashboard } from './dashboard.ts';
import { createProfileReviewQueue } from './profile-review.ts';
import { createRequestStats } from './request-stats.ts';
import { createSystemHealth } from './system-health.ts';
import { createAdminUsersService, type OnCleanerSuspended } from './users.ts';

export interface AdminAreaDeps {
  orm: MikroORM;
  jobs: JobQueue;
  redis: Redis | null;
  mailer: Mailer;
  payments: PaymentProvider;
  sessions: SessionStore;
  verification: VerificationService;
  discountCodes: DiscountCodesService;
  /** What a cleaner's suspension does to their open bookings, in its transaction (bookings area). */
  onCleanerSuspended?: OnCleanerSuspended;
  /** Live sockets open on this instance now, for the health page (late-bound: the socket is served last). */
  openSockets?: () => number;
}

/**
 * The administrators' console: users, dashboard, system health, profile reviews, discount codes,
 * cleaners' figures. `requestStats` holds this instance's answers for the health check; the app
 * counts every response into it.
 */
export function adminArea(deps: AdminAreaDeps) {
  const { orm, jobs, redis, mailer, payments, sessions, verification, discountCodes, onCleanerSuspended, openSockets } = deps;
  const requestStats = createRequestStats();
  return {
    requestStats,
    handlers: adminRoutes({
      orm,
      users: createAdminUsersService({ orm, sessions, verification, ...(onCleanerSuspended ? { onCleanerSuspended } : {}) }),
      dashboard: createDashboard({ orm }),
      health: createSystemHealth({
        orm,
        jobs,
        redis,
        mailer,
        payments,
        stats: requestStats,
        ...(openSockets ? { openSockets } : {}),
      }),
      profileReviews: createProfileReviewQueue({ orm }),
      discountCodes,
      cleanerAnalytics: createCleanerAnalytics({ orm }),
    }),
  };
}
