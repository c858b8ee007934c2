import type { components } from '@propre/openapi/types';

export type ReferralOverview = components['schemas']['ReferralOverview'];
export type ReferralReward = components['schemas']['ReferralReward'];
export type ReferredUser = components['schemas']['ReferredUser'];

/** What the copy button last did: the confirmation, or the hint to copy by hand. */
export type CopyState = 'idle' | 'copied' | 'failed';
