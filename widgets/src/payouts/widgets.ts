import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { payoutsTexts } from './texts.ts';

const widget = entryWidgets(payoutsTexts);

const page = skeletonOf({ height: '28rem' });

/** The signed-in cleaner's earnings and payouts: balances, the weekly schedule, instant payout, payout account, history. */
export const Payouts = widget('Payouts', () => import('./Payouts.tsx'), page);

/** Earnings and payouts with your own data, props only. */
export const PayoutsView = widget('PayoutsView', () => import('./PayoutsView.tsx'), page);
