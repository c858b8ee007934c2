import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { createReferralsService, type ReferralsDeps } from './referrals.service.ts';
import { startRewardExpiryWorker } from './reward-expiry.ts';

/** Referral rewards: created at sign-up or role choice, settled at a booking's completion, expired by a job. */
/** Read by the public pricing terms (growth). */
export { referrerBonusCents, rewardValidityMonths, welcomeCreditCents } from './rewards.ts';

export async function referralsArea(deps: ReferralsDeps & { limiter: RateLimiter }) {
  const referrals = createReferralsService(deps);
  await startRewardExpiryWorker(deps.boss, (rewardId) => referrals.expire(rewardId));
  return { referrals, handlers: referralsRoutes({ referrals, limiter: deps.limiter }) };
}
