import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';
import { payoutsFixtures } from './payouts.fixtures.ts';
import { isoWeekOf } from './payouts.ts';

// The preview is the run's own computation: what it shows is what the run then pays, to the cent.
const t = useTestApp();
const { ledger, deliver, activeCleaner, completedBooking } = payoutsFixtures(t);
afterEach(() => ledger.assertBalanced());

interface PreviewLine {
  cleanerId: string;
  cleanerName: string;
  amount: number;
  outcome: string;
  payoutId: string | null;
}

describe('payments.previewWeeklyPayouts', () => {
  it('shows who the run pays and how much, then the run pays exactly that, and a second preview shows it paid', async () => {
    const admin = await createAdmin(t);
    const worked = await activeCleaner();
    const idle = await activeCleaner();
    await completedBooking(worked.cleaner);
    await deliver();
    // Through tomorrow: the work settled today is in the week's run.
    const through = addDays(todayInToronto(), 1);
    const preview = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/payouts/weekly-run/preview?through=${through}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { period: string; total: number; payableCount: number; items: PreviewLine[] };
      const mine = (id: string) => body.items.find((i) => i.cleanerId === id);
      return { body, worked: mine(worked.cleaner.user.id), idle: mine(idle.cleaner.user.id) };
    };

    const before = await preview();
    expect(before.body.period).toBe(isoWeekOf(through));
    expect(before.worked).toMatchObject({ outcome: 'payable', cleanerName: 'Sophie Gagnon', payoutId: null });
    expect(before.worked?.amount).toBeGreaterThan(0);
    expect(before.idle).toMatchObject({ outcome: 'nothing_owed', amount: 0 });
    expect(before.body.total).toBe(
      before.body.items.filter((i) => i.outcome === 'payable').reduce((sum, i) => sum + i.amount, 0),
    );
    // Nothing moved.
    const listed = await t.request({ method: 'GET', url: '/api/admin/payouts', headers: bearer(admin) });
    expect(listed.json().items.filter((p: { cleanerId: string }) => p.cleanerId === worked.cleaner.user.id)).toEqual([]);

    const run = await t.request({
      method: 'POST',
      url: '/api/admin/payouts/weekly-run',
      headers: bearer(admin),
      payload: { through },
    });
    expect(run.json()).toMatchObject({ period: before.body.period, paid: before.body.payableCount, failed: 0 });
    const payouts = (await t.request({ method: 'GET', url: '/api/admin/payouts', headers: bearer(admin) })).json()
      .items as Array<{
      id: string;
      cleanerId: string;
      amount: number;
    }>;
    const paid = payouts.find((p) => p.cleanerId === worked.cleaner.user.id);
    expect(paid?.amount).toBe(before.worked?.amount);

    const after = await preview();
    expect(after.worked).toMatchObject({ outcome: 'already_paid', amount: 0, payoutId: paid?.id });
    expect(after.body.payableCount).toBe(0);
  });

  it('is for admins only', async () => {
    const { cleaner } = await activeCleaner();
    const res = await t.request({ method: 'GET', url: '/api/admin/payouts/weekly-run/preview', headers: bearer(cleaner) });
    expect(res.statusCode).toBe(403);
  });
});
