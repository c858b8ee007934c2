/**
 * The payouts entry's named parts: each is `payouts<Part>` as `data-part`, the class
 * `propre-payouts__<part>`, and `appearance.elements.payouts<Part>` for a partner's own class.
 */
export const payoutsParts = [
  'root',
  'skeleton',
  // The balances from the ledger.
  'balances',
  'balance',
  'balanceLabel',
  'balanceAmount',
  'balanceNote',
  // The weekly schedule and the instant payout.
  'schedule',
  'scheduleText',
  'instant',
  'instantButton',
  'instantHint',
  'instantProblem',
  'confirm',
  'confirmRows',
  'confirmRow',
  'confirmActions',
  'confirmButton',
  // The payout account (Stripe Connect).
  'account',
  'accountStatus',
  'accountText',
  'accountButton',
  'accountProblem',
  // Each job's earning (the rows reuse the history's payoutMain and payoutMeta).
  'earnings',
  'earningsList',
  'earning',
  'earningNet',
  'earningSplit',
  'earningState',
  // The payout history.
  'history',
  'historyList',
  'payout',
  'payoutMain',
  'payoutAmount',
  'payoutMeta',
  'payoutStatus',
  'sectionTitle',
] as const;

export type PayoutsPart = (typeof payoutsParts)[number];
