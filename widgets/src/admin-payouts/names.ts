import type { AdminPayout, WeeklyPayoutPreview } from './types.ts';

/** Each cleaner's name, from the preview (payouts carry only ids); the id when not known. */
export function namesOf(preview: WeeklyPayoutPreview | undefined): (cleanerId: string) => string {
  const names = new Map(preview?.items.map((i) => [i.cleanerId, i.cleanerName]) ?? []);
  return (cleanerId) => names.get(cleanerId) ?? cleanerId;
}

/** A week's payouts counted by status: the reconciliation's first line. */
export function statusCounts(payouts: AdminPayout[], period: string) {
  const week = payouts.filter((p) => p.method === 'weekly' && p.period === period);
  return {
    paid: week.filter((p) => p.status === 'paid').length,
    pending: week.filter((p) => p.status === 'pending').length,
    failed: week.filter((p) => p.status === 'failed').length,
  };
}
