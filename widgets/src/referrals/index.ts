import './referrals.css';

/** @propre/widgets/referrals: the signed-in person's referral code, link, rewards and referred people (issue 35). */
export type { CopyState, ReferralOverview, ReferralReward, ReferredUser } from './model.ts';
export { type ReferralsPart, referralsParts } from './parts.ts';
export type { ReferralsProps } from './Referrals.tsx';
export type { ReferralsStatus, ReferralsViewProps } from './ReferralsView.tsx';
export * from './widgets.ts';
