import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { referralsTexts } from './texts.ts';

const widget = entryWidgets(referralsTexts);

const page = skeletonOf({ height: '24rem' });

/** The signed-in person's referral code, link, rewards and referred people (referrals.getMine, listRewards, listMine). */
export const Referrals = widget('Referrals', () => import('./Referrals.tsx'), page);

/** The referral page with your own data, props only. */
export const ReferralsView = widget('ReferralsView', () => import('./ReferralsView.tsx'), page);
