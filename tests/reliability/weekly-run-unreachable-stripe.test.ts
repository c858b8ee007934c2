/**
 * The weekly run while Stripe cannot be reached, then an admin's retry once it can. The network
 * goes down just after Stripe made the first cleaner's transfer and bank payout (its answer is
 * lost) and stays down for the second: both payouts are failed with `provider_unreachable`,
 * which the API says, and the ledger owes the money again. The retries ask Stripe under the
 * same keys (a retry while it is still down fails again, for the same reason): the first cleaner's answer is what Stripe already did, the second's is paid now —
 * each paid exactly once.
 */
import { randomUUID } from 'node:crypto';
import { type FakeStripe, startFakeStripe } from '@propre/api/test/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, call, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';
import {
  adminToken,
  earnedPerVisit,
  movedAtStripe,
  payableCleanersOnStripe,
  payoutInvariants,
  runWeekly,
  stripeEnv,
  throughTomorrow,
} from '../support/payouts.ts';
import { type SwitchableProxy, startSwitchableProxy } from '../support/switchable-proxy.ts';

let api: ApiProcess | undefined;
let stripe: FakeStripe;
let network: SwitchableProxy;
const crash = useCrashDatabase(() => api);

beforeAll(async () => {
  stripe = await startFakeStripe();
  network = await startSwitchableProxy(stripe.url);
});

afterAll(async () => {
  await network?.close();
  await stripe?.close();
});

interface PayoutSeen {
  id: string;
  cleanerId: string;
  status: string;
  failureCode: string | null;
  attempts: number;
  amount: number;
}

describe('the weekly run with Stripe unreachable, then a retry after recovery', () => {
  it('fails the payouts with their reason, and the retries pay each cleaner exactly once', { timeout: 240_000 }, async () => {
    const cleaners = (await payableCleanersOnStripe(crash.url, stripe, 2)).sort((a, b) => a.userId.localeCompare(b.userId));
    const [answerLost, neverReached] = cleaners;
    if (!answerLost || !neverReached) throw new Error('no cleaners');
    const admin = await adminToken(crash.url, stripeEnv(stripe));
    api = await startApi(crash.url, { ...stripeEnv(stripe), STRIPE_API_URL: network.url });
    const base = api.base;
    const moved = (accountId: string) => movedAtStripe(stripe, accountId);
    const failed = async () =>
      (await call<{ items: PayoutSeen[] }>(base, 'GET', '/api/admin/payouts?status=failed', undefined, admin)).items;

    const held = stripe.holdNext('POST /v1/payouts');
    const running = runWeekly(base, admin, throughTomorrow());
    await held.processed;
    await network.stop();
    held.release();
    expect(await running).toMatchObject({ paid: 0, skipped: 0, failed: 2 });
    const seen = await failed();
    expect(seen.map((p) => p.cleanerId).sort()).toEqual([answerLost.userId, neverReached.userId]);
    for (const payout of seen) expect(payout).toMatchObject({ failureCode: 'provider_unreachable', attempts: 1 });
    expect(moved(answerLost.accountId)).toEqual({ transfers: 1, payouts: 1 });
    expect(moved(neverReached.accountId)).toEqual({ transfers: 0, payouts: 0 });
    // Failed: the ledger owes each cleaner their week again.
    expect(await payoutInvariants(crash.db, 'stripe')).toEqual([]);

    // While Stripe is still unreachable, a retry fails again, for the same reason.
    const first = seen.find((p) => p.cleanerId === answerLost.userId) as PayoutSeen;
    const retry = (payoutId: string, key = randomUUID()) =>
      fetch(`${base}/api/admin/payouts/${payoutId}/retry`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': key },
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as PayoutSeen & { code?: string } }));

    const stillDown = await retry(first.id);
    expect(stillDown).toMatchObject({
      status: 200,
      body: { status: 'failed', failureCode: 'provider_unreachable', attempts: 2 },
    });

    await network.start();
    for (const payout of seen) {
      const answer = await retry(payout.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const attempts = payout.id === first.id ? 3 : 2;
      expect(answer.body).toMatchObject({ id: payout.id, failureCode: null, attempts, amount: earnedPerVisit });
      expect(answer.body.status).not.toBe('failed');
    }
    // Stripe moved each cleaner's money once: the first one's retry was answered with what it had done.
    expect(moved(answerLost.accountId)).toEqual({ transfers: 1, payouts: 1 });
    expect(moved(neverReached.accountId)).toEqual({ transfers: 1, payouts: 1 });
    expect(await failed()).toEqual([]);
    const again = await retry(first.id);
    expect(again).toMatchObject({ status: 409, body: { code: 'payout_not_retryable' } });
    const recorded = await crash.rows<{ provider_payout_id: string | null }>('select provider_payout_id from payout');
    for (const row of recorded) expect(row.provider_payout_id).toMatch(/^po_/);
    expect(await payoutInvariants(crash.db, 'stripe')).toEqual([]);
  });
});
