import './payouts.css';

export type { PayoutsProps } from './Payouts.tsx';
export type { PayoutsStatus, PayoutsViewProps } from './PayoutsView.tsx';
/** @propre/widgets/payouts: a cleaner's earnings and payouts (issue 35). */
export { type PayoutsPart, payoutsParts } from './parts.ts';
export { nextPayoutDate } from './schedule.ts';
export type { ConnectAccount, ConnectStatus, JobEarning, MyPayouts, Payout } from './types.ts';
export * from './widgets.ts';
