/**
 * The weekly run dies midway on Stripe: Stripe has made the first cleaner's transfer and bank
 * payout, and the API process is SIGKILLed before it hears so (its answer is held on the wire).
 * After the restart the payout's job and the next run finish the week: Stripe paid each cleaner
 * once — the first one's replayed keys create nothing — and the ledger balances.
 */
import { type FakeStripe, startFakeStripe } from '@propre/api/test/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';
import {
  adminToken,
  earnedPerVisit,
  finishBegunPayoutsNow,
  movedAtStripe,
  payableCleanersOnStripe,
  payoutInvariants,
  runWeekly,
  stripeEnv,
  throughTomorrow,
} from '../support/payouts.ts';

let api: ApiProcess | undefined;
let stripe: FakeStripe;
const crash = useCrashDatabase(() => api);

beforeAll(async () => {
  stripe = await startFakeStripe();
});

afterAll(async () => {
  await stripe?.close();
});

describe('SIGKILL while Stripe answers the weekly run’s first payout, then restart', () => {
  it('Stripe pays every cleaner once, and the API records each payout', { timeout: 240_000 }, async () => {
    const cleaners = (await payableCleanersOnStripe(crash.url, stripe, 3)).sort((a, b) => a.userId.localeCompare(b.userId));
    const admin = await adminToken(crash.url, stripeEnv(stripe));
    const through = throughTomorrow();
    api = await startApi(crash.url, stripeEnv(stripe));
    /** What Stripe did for a cleaner, one entry per object it created (a replayed key creates nothing). */
    const moved = (accountId: string) => movedAtStripe(stripe, accountId);

    const held = stripe.holdNext('POST /v1/payouts');
    const dying = runWeekly(api.base, admin, through);
    await held.processed;
    api.child.kill('SIGKILL');
    expect((await api.exit).signal).toBe('SIGKILL');
    held.release();
    expect(await dying).toBeNull();
    expect(cleaners.map((c) => moved(c.accountId))).toEqual([
      { transfers: 1, payouts: 1 },
      { transfers: 0, payouts: 0 },
      { transfers: 0, payouts: 0 },
    ]);

    api = await startApi(crash.url, stripeEnv(stripe));
    expect(await runWeekly(api.base, admin, through)).toMatchObject({ paid: 2, skipped: 1, failed: 0 });
    // The first cleaner's payout, begun before the crash, is its job's to finish: due now.
    await finishBegunPayoutsNow(crash.db);
    const recorded = () =>
      crash.rows<{ cleaner_id: string; amount_cents: number; status: string; provider_payout_id: string | null }>(
        'select cleaner_id, amount_cents, status, provider_payout_id from payout order by cleaner_id',
      );
    for (let i = 0; i < 300 && (await recorded()).some((p) => !p.provider_payout_id); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const payouts = await recorded();
    expect(payouts.map((p) => p.cleaner_id)).toEqual(cleaners.map((c) => c.userId));
    for (const payout of payouts) {
      expect(payout.provider_payout_id).toMatch(/^po_/);
      expect(payout).toMatchObject({ amount_cents: earnedPerVisit });
      expect(payout.status).not.toBe('failed');
    }
    expect(cleaners.map((c) => moved(c.accountId))).toEqual(cleaners.map(() => ({ transfers: 1, payouts: 1 })));
    expect(await runWeekly(api.base, admin, through)).toMatchObject({ paid: 0, skipped: 3 });
    expect(await payoutInvariants(crash.db, 'stripe')).toEqual([]);
  });
});
