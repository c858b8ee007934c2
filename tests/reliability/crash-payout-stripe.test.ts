/**
 * An instant payout on Stripe, killed while Stripe answers: Stripe has moved the money (the
 * transfer to the cleaner's account, the payout to their bank) and the API process dies before
 * it hears so. After the restart, the cleaner retries under the same Idempotency-Key. Stripe must
 * have paid them once — the money moved before the crash is the payout — and the API must know
 * that payout: recorded with Stripe's transfer and payout, the ledger balanced, nothing owed.
 */
import { randomUUID } from 'node:crypto';
import { type FakeStripe, startFakeStripe } from '@propre/api/test/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, call, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';
import {
  earnedPerVisit,
  finishBegunPayoutsNow,
  instantFeeCents,
  payableCleanersOnStripe,
  payoutInvariants,
  stripeEnv,
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

function askInstantPayout(base: string, token: string, key: string) {
  return fetch(`${base}/api/cleaners/me/payouts/instant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as { id?: string; code?: string } }))
    .catch(() => ({ status: 0, body: {} as { id?: string; code?: string } }));
}

describe('SIGKILL while Stripe answers an instant payout, then restart', () => {
  it('Stripe pays the cleaner once, and the API records that payout', { timeout: 180_000 }, async () => {
    const [cleaner] = await payableCleanersOnStripe(crash.url, stripe, 1);
    if (!cleaner) throw new Error('no cleaner');
    api = await startApi(crash.url, stripeEnv(stripe));
    const transfers = () => stripe.requestsTo('POST /v1/transfers').filter((r) => r.params.destination === cleaner.accountId);
    const bankPayouts = () => stripe.requestsTo('POST /v1/payouts').filter((r) => r.stripeAccount === cleaner.accountId);
    /** What Stripe did, one entry per object it created (a replayed key creates nothing). */
    const moved = (requests: ReturnType<typeof transfers>) => [...new Set(requests.map((r) => r.idempotencyKey))];

    const held = stripe.holdNext('POST /v1/payouts');
    const key = `payout-${randomUUID()}`;
    const first = askInstantPayout(api.base, cleaner.token, key);
    // Stripe made the transfer and the bank payout; its answer is on the wire when the process dies.
    await held.processed;
    api.child.kill('SIGKILL');
    expect((await api.exit).signal).toBe('SIGKILL');
    held.release();
    expect((await first).status).toBe(0);
    expect(moved(transfers())).toHaveLength(1);

    api = await startApi(crash.url, stripeEnv(stripe));
    expect(await payoutInvariants(crash.db, 'stripe')).toEqual([]);
    // A claim left by a request that died counts as abandoned after two minutes; moved back in time.
    await crash.db.query(`update idempotency_key set created_at = created_at - interval '3 minutes' where state = 'in_progress'`);
    const retried = await askInstantPayout(api.base, cleaner.token, key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    // The job that finishes a payout whose request died runs now rather than in a minute.
    await finishBegunPayoutsNow(crash.db);
    const recorded = async () =>
      (
        await crash.db.query<{ id: string; transfer_id: string | null; provider_payout_id: string | null }>(
          'select id, transfer_id, provider_payout_id from payout where cleaner_id = $1',
          [cleaner.userId],
        )
      ).rows;
    for (let i = 0; i < 100 && (await recorded()).some((p) => !p.provider_payout_id); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }

    // Stripe moved the money once, and that is the payout the API knows and answers with.
    expect(moved(transfers())).toHaveLength(1);
    expect(moved(bankPayouts())).toHaveLength(1);
    const [payout, ...others] = await recorded();
    expect(others).toEqual([]);
    expect(retried.body.id).toBe(payout?.id);
    const transfer = stripe.events.find((e) => e.type === 'transfer.created' && e.data.object.destination === cleaner.accountId);
    const bankPayout = stripe.events.find((e) => e.type === 'payout.created' && e.account === cleaner.accountId);
    expect(payout).toMatchObject({ transfer_id: transfer?.data.object.id, provider_payout_id: bankPayout?.data.object.id });
    expect(transfer?.data.object).toMatchObject({ amount: earnedPerVisit - instantFeeCents, metadata: { payoutId: payout?.id } });
    const mine = await call<{ balances: { earned: number; paidOut: number } }>(
      api.base,
      'GET',
      '/api/cleaners/me/payouts',
      undefined,
      cleaner.token,
    );
    expect(mine.balances).toMatchObject({ earned: 0, paidOut: earnedPerVisit - instantFeeCents });
    expect(await payoutInvariants(crash.db, 'stripe')).toEqual([]);
  });
});
