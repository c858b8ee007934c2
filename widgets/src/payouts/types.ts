/**
 * The payouts' data, by the contract's names: a cleaner's balances and payout history
 * (payments.listMyPayouts), one job's earning from the ledger with the platform fee and the payout
 * that took it, one payout (weekly or instant), and the cleaner's payout account at the provider
 * (payments.getConnectStatus) with its status.
 */
export type { ConnectAccount, ConnectStatus, JobEarning, MyPayouts, Payout } from '@propre/sdk';
