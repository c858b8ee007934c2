import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { ReferralsProps } from './Referrals.tsx';
import type { ReferralsViewProps } from './ReferralsView.tsx';
import { referralsTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '24rem' });

/** The signed-in person's referral code, link, rewards and referred people (referrals.getMine, listRewards, listMine). */
export const Referrals = defineWidget<ReferralsProps>({
  name: 'Referrals',
  texts: referralsTexts,
  load: () => import('./Referrals.tsx').then((module) => module.Referrals),
  skeleton: page,
});

/** The referral page with your own data, props only. */
export const ReferralsView = defineWidget<ReferralsViewProps>({
  name: 'ReferralsView',
  texts: referralsTexts,
  load: () => import('./ReferralsView.tsx').then((module) => module.ReferralsView),
  skeleton: page,
});
