/**
 * The payouts console's named parts (`adminPayoutsPreview`…): the weekly run's preview and its
 * confirmation, the failures with their retry, instant payouts, and the reconciliation.
 */
export const adminPayoutsParts = [
  'root',
  'section',
  'heading',
  'summary',
  'figure',
  'tableWrap',
  'table',
  'sortButton',
  'row',
  'cleaner',
  'amount',
  'outcome',
  'reason',
  'preview',
  'runButton',
  'runResult',
  'confirm',
  'failures',
  'retryButton',
  'instant',
  'reconciliation',
  'reconcileButton',
  'report',
  'difference',
] as const;

export type AdminPayoutsPart = (typeof adminPayoutsParts)[number];
