import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const rewardKinds = ['referrer_bonus', 'welcome_credit'] as const;
export type RewardKind = (typeof rewardKinds)[number];
export const rewardStatuses = ['pending', 'available', 'earned', 'used', 'replaced', 'expired'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];
/** Statuses a reward can still leave; the others are final. */
export const openRewardStatuses = ['pending', 'available'] as const satisfies readonly RewardStatus[];

/**
 * What a referral earns someone: a referring cleaner's 20 $ bonus, or a referred client's 10 $
 * welcome credit. The referral itself is app_user.referred_by_id.
 */
export const ReferralReward = defineEntity({
  name: 'ReferralReward',
  tableName: 'referral_reward',
  properties: {
    id: p.string().primary(),
    kind: p.enum(rewardKinds),
    beneficiaryId: p.string(),
    referrerId: p.string(),
    referredId: p.string(),
    amountCents: p.integer(),
    status: p.enum(rewardStatuses),
    expiresAt: p.datetime(),
    /** The booking that earned the bonus or used the credit. */
    bookingId: p.string().nullable(),
    resolvedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type IReferralReward = InferEntity<typeof ReferralReward>;
