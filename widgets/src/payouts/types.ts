/**
 * The payouts' data, by the contract's names: a cleaner's balances and payout history
 * (payments.listMyPayouts), one job's earning from the ledger with the platform fee and the payout
 * that took it, one payout (weekly or instant), and the cleaner's payout account at the provider
 * (payments.getConnectStatus) with its status.
 */
export type { ConnectAccount, ConnectStatus, JobEarning, MyPayouts, Payout } from '@propre/sdk';

/** What the view takes about the instant payout: its confirmation, open or not, and the answer to it. */
export interface InstantPayoutState {
  /** Whether the instant payout's confirmation is open. */
  instantOpen?: boolean;
  onInstantOpenChange?: (open: boolean) => void;
  onInstantConfirm?: () => void;
  instantBusy?: boolean;
  /** The API's refusal (`insufficient_balance`, `connect_account_not_active`…), shown beside the button. */
  instantError?: unknown;
}

/** What the view takes about the payout account's onboarding at the provider. */
export interface OnboardingState {
  /** Starts (or resumes) the provider's onboarding; without it no button is shown. */
  onStartOnboarding?: () => void;
  onboardingBusy?: boolean;
  onboardingError?: unknown;
}
