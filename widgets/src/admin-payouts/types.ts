import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];
/** What the weekly run would pay now (payments.previewWeeklyPayouts). */
export type WeeklyPayoutPreview = Schemas['WeeklyPayoutPreview'];
/** One payout (payments.listPayouts). */
export type AdminPayout = Schemas['Payout'];
/** The ledger against the provider (payments.reconcile). */
export type ReconciliationReport = Schemas['ReconciliationReport'];
/** What a weekly run did (payments.runWeeklyPayouts). */
export interface WeeklyRunResult {
  period: string;
  paid: number;
  skipped: number;
  failed: number;
}
