import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminAnalyticsTexts } from './texts.ts';

const widget = entryWidgets(adminAnalyticsTexts);

// The charts' library (visx) comes with the widget's code, loaded on first show: never in the first load.
const page = skeletonOf({ height: '24rem' });

/** One cleaner's analytics for admins: the totals, and the last 12 weeks as charts or a table. */
export const AdminCleanerAnalytics = widget('AdminCleanerAnalytics', () => import('./AdminCleanerAnalytics.tsx'), page);

/** The same with your own data (admin.getCleanerAnalytics' answer), props only. */
export const AdminCleanerAnalyticsView = widget(
  'AdminCleanerAnalyticsView',
  () => import('./AdminCleanerAnalyticsView.tsx'),
  page,
);
