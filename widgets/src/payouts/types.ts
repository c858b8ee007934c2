import type { components } from '@propre/openapi/types';

/** A cleaner's balances and payout history (payments.listMyPayouts). */
export type MyPayouts = components['schemas']['MyPayouts'];
/** One job's earning from the ledger, with the platform fee and the payout that took it. */
export type JobEarning = components['schemas']['JobEarning'];
/** One payout, weekly or instant. */
export type Payout = components['schemas']['Payout'];
/** The cleaner's payout account at the provider (payments.getConnectStatus). */
export type ConnectAccount = components['schemas']['ConnectAccount'];
export type ConnectStatus = components['schemas']['ConnectStatus'];
