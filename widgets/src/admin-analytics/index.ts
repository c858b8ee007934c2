import './admin-analytics.css';

/**
 * @propre/widgets/admin-analytics: one cleaner's analytics for administrators (issue 36), its
 * charts' code loaded only when the widget shows.
 */
export type { AdminCleanerAnalyticsProps } from './AdminCleanerAnalytics.tsx';
export type {
  AdminCleanerAnalyticsViewProps,
  CleanerAnalytics,
  CleanerAnalyticsStatus,
} from './AdminCleanerAnalyticsView.tsx';
export { type AdminAnalyticsPart, adminAnalyticsParts } from './parts.ts';
export * from './widgets.ts';
