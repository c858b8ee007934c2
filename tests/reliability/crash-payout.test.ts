/**
 * Crash safety of instant payouts (the payout row, its ledger transaction, the transfer to the
 * cleaner's account and the bank payout at the provider, the answer stored under the caller's
 * Idempotency-Key): the API process is SIGKILLed at a random moment while cleaners ask for
 * their money — each twice at once under two keys, as a double tap does — then restarted on the
 * same database. Afterwards the ledger balances, nobody was paid twice, the provider made
 * exactly the payouts recorded, balances follow the payouts, and retrying every key pays each
 * cleaner exactly once, the payout being the answer to one of their keys.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiProcess, call, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';
import {
  earnedPerVisit,
  finishBegunPayoutsNow,
  instantFeeCents,
  type PayableCleaner,
  payableCleaners,
  payoutInvariants,
} from '../support/payouts.ts';

let api: ApiProcess | undefined;
const rounds = 3;
const cleanersPerRound = 8;

const crash = useCrashDatabase(() => api);

interface PayoutAsked {
  cleaner: PayableCleaner;
  key: string;
}
interface Answer {
  status: number;
  replayed: boolean;
  body: { id?: string; code?: string; status?: string };
}

function askInstantPayout(base: string, r: PayoutAsked): Promise<Answer> {
  return fetch(`${base}/api/cleaners/me/payouts/instant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${r.cleaner.token}`, 'idempotency-key': r.key },
  })
    .then(async (res) => ({
      status: res.status,
      replayed: res.headers.get('idempotent-replayed') === 'true',
      body: (await res.json()) as Answer['body'],
    }))
    .catch(() => ({ status: 0, replayed: false, body: {} }));
}

/**
 * Resolves once one payout of the burst was made and answered (or after 10 s, for the test to
 * say why): a process just (re)started is slow to answer its first requests, and the refusals
 * of the second taps come before any payout is done.
 */
function firstPayout(answers: Array<Promise<Answer>>): Promise<unknown> {
  return Promise.race([
    ...answers.map((a) => a.then((res) => (res.status === 201 ? res : new Promise(() => undefined)))),
    new Promise((r) => setTimeout(r, 10_000)),
  ]);
}

/**
 * Payouts whose request died are finished by their job (made due now); the local provider's bank
 * answers then arrive as webhooks the API delivers to itself. Waits for both.
 */
async function settled(): Promise<void> {
  await finishBegunPayoutsNow(crash.db);
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await crash.db.query("select count(*)::int as n from payout where status = 'pending'");
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const { rows } = await crash.db.query("select id, transfer_id, provider_payout_id from payout where status = 'pending'");
  throw new Error(`payouts still pending 20 s after the restart: ${JSON.stringify(rows)}`);
}

describe('SIGKILL during instant payouts, then restart', () => {
  it(`pays every cleaner once across ${rounds} crashes, and retried keys answer with that payout`, {
    timeout: 300_000,
  }, async () => {
    const cleaners = await payableCleaners(crash.url, rounds * cleanersPerRound);
    api = await startApi(crash.url);
    const asked: PayoutAsked[] = [];
    const acknowledged = new Map<string, string>();
    let killedMidway = 0;

    for (let round = 0; round < rounds; round += 1) {
      const batch = cleaners.slice(round * cleanersPerRound, (round + 1) * cleanersPerRound).flatMap((cleaner) => [
        { cleaner, key: `payout-${randomUUID()}` },
        { cleaner, key: `payout-${randomUUID()}` },
      ]);
      asked.push(...batch);
      const answers = batch.map((r) => askInstantPayout(api?.base as string, r));
      // Somewhere in the burst: some payouts done and answered, some committed only, some not begun.
      await firstPayout(answers);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 10)));
      api.child.kill('SIGKILL');
      const results = await Promise.all(answers);
      expect((await api.exit).signal).toBe('SIGKILL');
      for (const [i, a] of results.entries()) {
        const r = batch[i] as PayoutAsked;
        if (a.status === 201 && a.body.id) acknowledged.set(r.key, a.body.id);
        else if (a.status !== 0) expect([a.status, a.body.code]).toEqual([409, 'insufficient_balance']);
      }
      if (results.some((a) => a.status === 0)) killedMidway += 1;

      api = await startApi(crash.url);
      await settled();
      expect(await payoutInvariants(crash.db)).toEqual([]);
    }
    // The kills landed while payouts were in flight, or the test proves nothing.
    expect(killedMidway).toBeGreaterThan(0);
    const base = api.base;

    // What each cleaner sees: at most one payout, and a balance that follows it.
    for (const cleaner of cleaners) {
      const mine = await call<{
        balances: { earned: number; paidOut: number };
        payouts: Array<{ id: string; amount: number; net: number; status: string }>;
      }>(base, 'GET', '/api/cleaners/me/payouts', undefined, cleaner.token);
      expect(mine.payouts.length).toBeLessThanOrEqual(1);
      const paid = mine.payouts[0];
      expect(mine.balances).toMatchObject({ earned: earnedPerVisit - (paid?.amount ?? 0), paidOut: paid?.net ?? 0 });
      if (paid) expect(paid).toMatchObject({ amount: earnedPerVisit, net: earnedPerVisit - instantFeeCents, status: 'paid' });
    }

    // Every key is tried again. A key whose request died with the process is still claimed:
    // 409 with Retry-After until the claim counts as abandoned (two minutes), which the test
    // reaches by moving those claims back in time.
    const retried = new Map<string, Answer>();
    for (const r of asked) {
      const res = await askInstantPayout(base, r);
      if (res.status === 409 && res.body.code === 'idempotency_request_in_progress') continue;
      retried.set(r.key, res);
    }
    await crash.db.query(`update idempotency_key set created_at = created_at - interval '3 minutes' where state = 'in_progress'`);
    for (const r of asked.filter((x) => !retried.has(x.key))) retried.set(r.key, await askInstantPayout(base, r));
    await settled();

    // An answered key answers the same payout again.
    for (const [key, payoutId] of acknowledged)
      expect(retried.get(key)).toMatchObject({ status: 201, replayed: true, body: { id: payoutId } });
    // Each cleaner: one payout, which one of their two keys answers; the other key was refused.
    const { rows: payouts } = await crash.db.query<{ id: string; cleaner_id: string; status: string }>(
      'select id, cleaner_id, status from payout',
    );
    expect(payouts).toHaveLength(cleaners.length);
    for (const cleaner of cleaners) {
      const payout = payouts.find((p) => p.cleaner_id === cleaner.userId);
      expect(payout?.status).toBe('paid');
      const answers = asked.filter((r) => r.cleaner === cleaner).map((r) => retried.get(r.key));
      expect(answers.filter((a) => a?.status === 201).map((a) => a?.body.id)).toEqual([payout?.id]);
      expect(answers.filter((a) => a?.status !== 201).map((a) => [a?.status, a?.body.code])).toEqual([
        [409, 'insufficient_balance'],
      ]);
    }
    expect(await payoutInvariants(crash.db)).toEqual([]);
    console.info(
      `[crash] payouts: ${asked.length} asked by ${cleaners.length} cleaners, ${acknowledged.size} paid and answered before a kill`,
    );
  });
});
