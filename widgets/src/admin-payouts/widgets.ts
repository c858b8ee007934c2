import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminPayoutsTexts } from './texts.ts';

const widget = entryWidgets(adminPayoutsTexts);

const page = skeletonOf({ height: '32rem' });

/** The payouts console (spec §2 /admin/payouts): the weekly run, failures, instant payouts, reconciliation. */
export const AdminPayouts = widget('AdminPayouts', () => import('./AdminPayouts.tsx'), page);

/** The same console with data and actions of your own, props only. */
export const AdminPayoutsView = widget('AdminPayoutsView', () => import('./AdminPayoutsView.tsx'), page);
