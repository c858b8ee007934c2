import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { ReferralsService } from './referrals.service.ts';

export function referralsRoutes({ referrals }: { referrals: ReferralsService }) {
  return defineHandlers({
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
