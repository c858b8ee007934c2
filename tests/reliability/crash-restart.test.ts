/**
 * Crash safety of booking creation (a transaction, the deposit charged through the local
 * payment provider, ledger rows, an expiry job): the API process is SIGKILLed while bookings
 * are being created, at a random moment, then restarted on the same database. Afterwards no
 * booking lacks its deposit, no charge lacks its booking, nothing was charged twice, every
 * acknowledged booking survived, and the ledger balances. Retrying with the same
 * Idempotency-Key gives exactly one booking per key.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ApiProcess, clientWithProperty, listedCleaner, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';

let api: ApiProcess | undefined;
const rounds = 3;
const perRound = 16;

const crash = useCrashDatabase(() => api);

const rows = <T>(sql: string, params: unknown[] = []) => crash.rows<T>(sql, params);

/** What must hold after any crash. */
async function invariants(): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await rows(`select transaction_id from ledger_entry group by 1 having sum(amount_cents) <> 0`);
  if (unbalanced.length > 0) problems.push(`unbalanced ledger transactions: ${JSON.stringify(unbalanced)}`);
  const [total] = await rows<{ sum: string | null }>('select sum(amount_cents)::text as sum from ledger_entry');
  if (Number(total?.sum ?? 0) !== 0) problems.push(`the ledger sums to ${total?.sum}`);
  const withoutDeposit = await rows(
    `select b.id from booking b
      where not exists (select 1 from pay_payment_intent p where p.id = b.deposit_payment_intent_id and p.status = 'succeeded')
         or not exists (select 1 from ledger_transaction t where t.booking_id = b.id)`,
  );
  if (withoutDeposit.length > 0)
    problems.push(`bookings without their deposit or ledger rows: ${JSON.stringify(withoutDeposit)}`);
  const orphanCharges = await rows(
    `select p.id from pay_payment_intent p
      where p.status = 'succeeded' and not exists (select 1 from booking b where b.deposit_payment_intent_id = p.id)`,
  );
  if (orphanCharges.length > 0) problems.push(`charges without a booking: ${JSON.stringify(orphanCharges)}`);
  const charged = await rows(
    `select deposit_payment_intent_id, count(*) from booking where deposit_payment_intent_id is not null group by 1 having count(*) > 1`,
  );
  if (charged.length > 0) problems.push(`one charge for several bookings: ${JSON.stringify(charged)}`);
  const doubleSlots = await rows(
    `select cleaner_id, local_date, count(*) from booking where status not in ('cancelled', 'declined', 'declinedByClient')
      group by cleaner_id, local_date, local_start_time having count(*) > 1`,
  );
  if (doubleSlots.length > 0) problems.push(`a slot booked twice: ${JSON.stringify(doubleSlots)}`);
  return problems;
}

describe('SIGKILL during booking creation, then restart', () => {
  it(`keeps every booking whole across ${rounds} crashes, and retries create each exactly once`, {
    timeout: 240_000,
  }, async () => {
    api = await startApi(crash.url);
    const cleaners = [await listedCleaner(api.base, 'Sophie Gagnon'), await listedCleaner(api.base, 'Julie Lavoie')];
    const clients = await Promise.all(
      Array.from({ length: 4 }, (_, i) => clientWithProperty(api?.base as string, `Cliente ${i + 1}`)),
    );
    const requests: Array<{ key: string; token: string; body: Record<string, unknown> }> = [];
    const acknowledged = new Map<string, string>();
    let killedMidway = 0;

    for (let round = 0; round < rounds; round += 1) {
      const batch = Array.from({ length: perRound }, (_, i) => {
        const n = round * perRound + i;
        const client = clients[n % clients.length] as (typeof clients)[number];
        const day = new Date(Date.now() + (3 + Math.floor(n / cleaners.length)) * 86_400_000).toISOString().slice(0, 10);
        return {
          key: `crash-${randomUUID()}`,
          token: client.token,
          body: {
            cleanerId: (cleaners[n % cleaners.length] as (typeof cleaners)[number]).user.id,
            propertyId: client.propertyId,
            date: day,
            startTime: '09:00',
            durationHours: 4,
            frequency: 'once',
            serviceType: 'basic',
            paymentMethodId: 'pm_card_visa',
          },
        };
      });
      requests.push(...batch);
      const base = api.base;
      const answers = batch.map((r) =>
        fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${r.token}`, 'idempotency-key': r.key },
          body: JSON.stringify(r.body),
        })
          .then(async (res) => ({
            key: r.key,
            status: res.status,
            body: (await res.json()) as { bookings?: Array<{ id: string }> },
          }))
          .catch(() => ({ key: r.key, status: 0, body: {} as { bookings?: Array<{ id: string }> } })),
      );
      // Somewhere in the middle of the burst: some bookings are done, some half-way, some not started.
      await new Promise((r) => setTimeout(r, 40 + Math.floor(Math.random() * 160)));
      api.child.kill('SIGKILL');
      const settled = await Promise.all(answers);
      expect((await api.exit).signal).toBe('SIGKILL');
      for (const a of settled) if (a.status === 201 && a.body.bookings?.[0]) acknowledged.set(a.key, a.body.bookings[0].id);
      if (settled.some((a) => a.status === 0)) killedMidway += 1;

      api = await startApi(crash.url);
      expect(await invariants()).toEqual([]);
    }
    // The kills landed while requests were open, or the test proves nothing.
    expect(killedMidway).toBeGreaterThan(0);

    // Every acknowledged booking survived the crashes.
    const kept = new Set((await rows<{ id: string }>('select id from booking')).map((r) => r.id));
    expect([...acknowledged.values()].filter((id) => !kept.has(id))).toEqual([]);

    // Clients retry everything. A key whose request died with the process is still claimed:
    // 409 with Retry-After until the claim counts as abandoned (two minutes), which the test
    // reaches by moving those claims back in time. Then: one booking per key, the same one.
    const retry = async (r: (typeof requests)[number]) => {
      const res = await fetch(`${api?.base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${r.token}`, 'idempotency-key': r.key },
        body: JSON.stringify(r.body),
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as Record<string, unknown>,
      };
    };
    const waiting: typeof requests = [];
    for (const r of requests) {
      const res = await retry(r);
      if (res.status === 409 && res.body.code === 'idempotency_request_in_progress') {
        expect(res.retryAfter).toMatch(/^[0-9]+$/);
        waiting.push(r);
        continue;
      }
      expect([r.key, res.status], JSON.stringify(res.body)).toEqual([r.key, 201]);
      const id = (res.body.bookings as Array<{ id: string }>)[0]?.id;
      if (acknowledged.has(r.key)) expect(id).toBe(acknowledged.get(r.key));
    }
    await crash.db.query(`update idempotency_key set created_at = created_at - interval '3 minutes' where state = 'in_progress'`);
    for (const r of waiting) {
      const res = await retry(r);
      expect([r.key, res.status], JSON.stringify(res.body)).toEqual([r.key, 201]);
    }
    const [count] = await rows<{ n: number }>('select count(*)::int as n from booking');
    expect(count?.n).toBe(requests.length);
    const [charges] = await rows<{ n: number }>(`select count(*)::int as n from pay_payment_intent where status = 'succeeded'`);
    expect(charges?.n).toBe(requests.length);
    expect(await invariants()).toEqual([]);
  });
});
