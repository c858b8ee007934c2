import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { byIp, type RateLimiter, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import type { ReferralsService } from './referrals.service.ts';

/** The invitation page reads one code per visit: sixty an hour is any person's, not a code hunt. */
export const invitationRules: readonly RateRule[] = [{ name: 'referral-invitation-ip', max: 60, windowMs: 3_600_000, key: byIp }];

export function referralsRoutes({ referrals, limiter }: { referrals: ReferralsService; limiter: RateLimiter }) {
  return defineHandlers({
    'referrals.getInvitation': async (request, reply) => {
      await limiter.check(request, reply, invitationRules);
      return referrals.invitation(request.params.code);
    },
    'referrals.getMine': async (request) => {
      return referrals.overview(requireUser(request));
    },
    'referrals.listMine': async (request) => {
      const { cursor, limit } = request.query;
      return referrals.listReferred(requireUser(request), { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'referrals.listRewards': async (request) => {
      const { cursor, limit } = request.query;
      return referrals.listRewards(requireUser(request), { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'referrals.getStats': async () => {
      return referrals.stats();
    },
  });
}
