/**
 * The weekly run dies midway, on the local provider: the first cleaner is paid, the process is
 * SIGKILLed while the run waits for the second (the test holds that cleaner's payout lock, the
 * run's own, from its connection: a real crash point, nothing of ours replaced). The next run
 * pays the others; nobody is paid twice, at the provider or in the ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiProcess, call, startApi } from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';
import {
  adminToken,
  earnedPerVisit,
  finishBegunPayoutsNow,
  payableCleaners,
  payoutInvariants,
  runWeekly,
  throughTomorrow,
} from '../support/payouts.ts';

let api: ApiProcess | undefined;
const crash = useCrashDatabase(() => api);
const lockKey = (cleanerId: string) => `payouts:${cleanerId}`;

afterEach(async () => {
  await crash.db.query('select pg_advisory_unlock_all()');
});

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('SIGKILL in the middle of the weekly run (local provider), then the next run', () => {
  it('pays the cleaners left, and nobody twice', { timeout: 240_000 }, async () => {
    const cleaners = (await payableCleaners(crash.url, 3)).sort((a, b) => a.userId.localeCompare(b.userId));
    const admin = await adminToken(crash.url);
    const [first, second] = cleaners;
    if (!first || !second) throw new Error('no cleaners');
    const through = throughTomorrow();
    api = await startApi(crash.url);

    // The run takes each cleaner's lock in turn: holding the second's stops it after the first.
    await crash.db.query('select pg_advisory_lock(hashtextextended($1, 0))', [lockKey(second.userId)]);
    const dying = runWeekly(api.base, admin, through);
    await until('the first payout is sent', async () => {
      const { rows } = await crash.db.query('select 1 from pay_payout where metadata->>$1 = $2', ['cleanerId', first.userId]);
      return rows.length === 1;
    });
    api.child.kill('SIGKILL');
    expect((await api.exit).signal).toBe('SIGKILL');
    expect(await dying).toBeNull();
    await crash.db.query('select pg_advisory_unlock_all()');
    const paidBefore = await crash.rows<{ cleaner_id: string }>('select cleaner_id from payout');
    expect(paidBefore.map((p) => p.cleaner_id)).toEqual([first.userId]);

    api = await startApi(crash.url);
    const resumed = await runWeekly(api.base, admin, through);
    // The first was paid (or is finished by its job): skipped; the two others paid now.
    expect(resumed).toMatchObject({ paid: 2, skipped: 1, failed: 0 });
    await finishBegunPayoutsNow(crash.db);
    const again = await runWeekly(api.base, admin, through);
    expect(again).toMatchObject({ paid: 0, skipped: 3, failed: 0 });

    const listed = () =>
      call<{ items: Array<{ cleanerId: string; amount: number; status: string }> }>(
        api?.base ?? '',
        'GET',
        '/api/admin/payouts',
        undefined,
        admin,
      );
    // The bank's answers (payout.paid) reach the API as the provider's webhooks, the first payout's after its job.
    await until('every payout is paid', async () => (await listed()).items.every((p) => p.status === 'paid'));
    const payouts = await listed();
    expect(payouts.items.map((p) => p.cleanerId).sort()).toEqual(cleaners.map((c) => c.userId));
    for (const payout of payouts.items) expect(payout).toMatchObject({ amount: earnedPerVisit, status: 'paid' });
    // At the provider: one transfer and one bank payout per cleaner.
    const moved = await crash.rows<{ cleaner: string; transfers: number; payouts: number }>(
      `select u.id as cleaner,
              (select count(*)::int from pay_transfer x where x.metadata->>'cleanerId' = u.id) as transfers,
              (select count(*)::int from pay_payout x where x.metadata->>'cleanerId' = u.id) as payouts
         from app_user u where u.role = 'cleaner' order by u.id`,
    );
    expect(moved).toEqual(cleaners.map((c) => ({ cleaner: c.userId, transfers: 1, payouts: 1 })));
    expect(await payoutInvariants(crash.db)).toEqual([]);
  });
});
