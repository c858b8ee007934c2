import type { MikroORM } from '@mikro-orm/postgresql';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsIngest } from './ingest.ts';
import { createAnalyticsReports } from './report.ts';

/** Visits and events as the site sends them, and the daily figures administrators read. */
export function analyticsArea({ orm, limiter }: { orm: MikroORM; limiter: RateLimiter }) {
  const analytics = createAnalyticsReports({ orm });
  return { analytics, handlers: analyticsRoutes({ ingest: createAnalyticsIngest({ orm }), reports: analytics, limiter }) };
}
