import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { providerTestKit } from '../../../test/payments.ts';
import { percentOf, taxesOn } from '../../lib/money.ts';
import { assertLedgerBalanced } from './ledger.ts';

const t = useTestApp();
const kit = providerTestKit(t);
const url = '/api/admin/ledger/summary';

describe('payments.getLedgerSummary', () => {
  it('shows every kind of account at zero on an empty ledger', async () => {
    const admin = await createAdmin(t);
    const res = await t.request({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      accounts: [
        { kind: 'external', balanceCents: 0 },
        { kind: 'client', balanceCents: 0 },
        { kind: 'cleaner', balanceCents: 0 },
        { kind: 'platform', balanceCents: 0 },
        { kind: 'taxes', balanceCents: 0 },
      ],
      transactionCount: 0,
      unbalancedTransactionCount: 0,
      totalCents: 0,
      balanced: true,
    });
  });

  it('totals a deposit charged and posted in one transaction, then its refund', async () => {
    const { provider, ledger } = t.app.propre.payments;
    const orm = t.app.propre.db.orm;
    const customerId = await kit.customer();
    const cleaner = 'usr_cleanertest';
    const price = 20_000;
    const { gstCents, qstCents } = taxesOn(price);
    const deposit = percentOf(price + gstCents + qstCents, 50);

    const paid = await orm.em.fork().transactional(async (tx) => {
      const result = await provider.chargeAndSaveCard({
        customerId,
        paymentMethodId: 'pm_card_visa',
        amountCents: deposit,
        idempotencyKey: 'bkg_summary:deposit',
        description: 'Dépôt',
        metadata: { bookingId: 'bkg_summary' },
      });
      if (result.status !== 'succeeded') throw new Error(result.status);
      await ledger.post(tx, {
        kind: 'booking.deposit',
        bookingId: 'bkg_summary',
        idempotencyKey: 'bkg_summary:deposit',
        lines: [
          { account: 'external:card', amountCents: deposit },
          { account: `cleaner:${cleaner}:earnings`, amountCents: -(deposit - percentOf(gstCents + qstCents, 50)) },
          { account: 'taxes:gst', amountCents: -percentOf(gstCents, 50) },
          { account: 'taxes:qst', amountCents: -(percentOf(gstCents + qstCents, 50) - percentOf(gstCents, 50)) },
        ],
      });
      return result;
    });
    const admin = await createAdmin(t);
    const afterDeposit = (await t.request({ method: 'GET', url, headers: bearer(admin) })).json();
    expect(afterDeposit).toMatchObject({ transactionCount: 1, unbalancedTransactionCount: 0, totalCents: 0, balanced: true });
    expect(afterDeposit.accounts).toEqual([
      { kind: 'external', balanceCents: 11_498 },
      { kind: 'client', balanceCents: 0 },
      { kind: 'cleaner', balanceCents: -10_000 },
      { kind: 'platform', balanceCents: 0 },
      { kind: 'taxes', balanceCents: -1_498 },
    ]);

    await orm.em.fork().transactional(async (tx) => {
      const refund = await provider.refund({
        paymentIntentId: paid.paymentIntentId,
        idempotencyKey: 'bkg_summary:refund',
        reason: 'requested_by_customer',
        amountCents: 5_000,
      });
      if (refund.status !== 'succeeded') throw new Error(refund.status);
      await ledger.post(tx, {
        kind: 'booking.refund',
        bookingId: 'bkg_summary',
        idempotencyKey: 'bkg_summary:refund',
        lines: [
          { account: 'external:card', amountCents: -5_000 },
          { account: `cleaner:${cleaner}:earnings`, amountCents: 5_000 },
        ],
      });
    });
    const afterRefund = (await t.request({ method: 'GET', url, headers: bearer(admin) })).json();
    expect(afterRefund).toMatchObject({ transactionCount: 2, totalCents: 0, balanced: true });
    expect(afterRefund.accounts).toContainEqual({ kind: 'external', balanceCents: 6_498 });
    expect(afterRefund.accounts).toContainEqual({ kind: 'cleaner', balanceCents: -5_000 });
    await assertLedgerBalanced(orm.em.fork());
  });

  it('is for administrators only', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['client', 'cleaner'] as const) {
      const session = await signUp(t, { role });
      const res = await t.request({ method: 'GET', url, headers: bearer(session) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});
