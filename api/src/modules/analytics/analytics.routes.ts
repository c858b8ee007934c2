import { actorOf } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { byIp, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { AnalyticsIngest } from './ingest.ts';
import type { AnalyticsReports } from './report.ts';

/** A browser sends a batch at most every few seconds (heartbeats every 28 s); 2 a second is generous. */
export const ingestRules = [{ name: 'analytics-ip', max: 120, windowMs: 60_000, key: byIp }] as const;

export function analyticsRoutes({
  ingest,
  reports,
  limiter,
}: {
  ingest: AnalyticsIngest;
  reports: AnalyticsReports;
  limiter: RateLimiter;
}) {
  return defineHandlers({
    'analytics.ingestEvents': async (request, reply) => {
      await limiter.check(request, reply, ingestRules);
      const accepted = await ingest.ingest(request.body, actorOf(request.auth));
      reply.code(202);
      return { accepted };
    },
    'analytics.getReport': async (request) => {
      const { from, to } = request.query;
      return reports.report({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
    },
  });
}
