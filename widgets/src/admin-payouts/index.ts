/* @propre/widgets/admin-payouts: styles of its widgets, in the propre layer (styles/index.css). */
import './admin-payouts.css';

/**
 * @propre/widgets/admin-payouts: the administrators' payouts console (issue 36): the weekly run
 * previewed then run, failures with their reason and retry, instant payouts, reconciliation.
 */
export type { AdminPayoutsProps } from './AdminPayouts.tsx';
export type { AdminPayoutsViewProps } from './AdminPayoutsView.tsx';
export { type AdminPayoutsPart, adminPayoutsParts } from './parts.ts';
export type { AdminPayout, ReconciliationReport, WeeklyPayoutPreview, WeeklyRunResult } from './types.ts';
export * from './widgets.ts';
