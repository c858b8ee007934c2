export type { ReferralOverview, ReferralReward, ReferredUser } from '@propre/sdk';

/** What the copy button last did: the confirmation, or the hint to copy by hand. */
export type CopyState = 'idle' | 'copied' | 'failed';
