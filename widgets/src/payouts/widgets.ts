import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { PayoutsProps } from './Payouts.tsx';
import type { PayoutsViewProps } from './PayoutsView.tsx';
import { payoutsTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '28rem' });

/** The signed-in cleaner's earnings and payouts: balances, the weekly schedule, instant payout, payout account, history. */
export const Payouts = defineWidget<PayoutsProps>({
  name: 'Payouts',
  texts: payoutsTexts,
  load: () => import('./Payouts.tsx').then((module) => module.Payouts),
  skeleton: page,
});

/** Earnings and payouts with your own data, props only. */
export const PayoutsView = defineWidget<PayoutsViewProps>({
  name: 'PayoutsView',
  texts: payoutsTexts,
  load: () => import('./PayoutsView.tsx').then((module) => module.PayoutsView),
  skeleton: page,
});
