/**
 * The worst moment for a payout to crash: the caller's Idempotency-Key is being marked, the
 * payout's work done or about to commit and the key not saying so yet. (Stored after the
 * payout's commit, the answer was lost there: the key then answered a retry by running the work
 * again, `insufficient_balance`, though the payout had been made.) A random SIGKILL lands there
 * only now and then; this test puts it there every time: PostgreSQL locks hold each request at
 * the statement that marks its key, the process is killed, and the statements it had left
 * waiting die with it. After the restart a retry under the same key must answer with the payout
 * that exists, if one does — never refuse it, nor pay a second time.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@propre/api/test/database';
import { needsRealPostgres } from '@propre/api/test/real-postgres';
import { until } from '@propre/api/test/until';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../support/api-process.ts';
import { payableCleaners, payoutInvariants } from '../support/payouts.ts';

let database: TestDatabase;
let api: ApiProcess | undefined;
const clients: pg.Client[] = [];
/** The test's own connections, which outlive the crash. */
const ownPids: number[] = [];
/** A real process on a loaded machine: up to 10 s for its requests to get where the test holds them. */
const slow = { timeoutMs: 10_000, everyMs: 50 };

beforeAll(async () => {
  database = await createTestDatabase();
  needsRealPostgres(database.url, 'a crash test kills an API process of its own while its own connections hold locks');
}, 60_000);

afterAll(async () => {
  api?.child.kill('SIGKILL');
  for (const client of clients) await client.end();
  await database?.drop();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  ownPids.push((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid as number);
  return client;
}

describe('SIGKILL between a payout and its stored answer', () => {
  it('a retry under the same key answers with the payout made, and pays nobody twice', { timeout: 180_000 }, async () => {
    const cleaners = await payableCleaners(database.url as string, 4);
    const db = await connect();
    const holdPayouts = await connect();
    const holdAnswers = await connect();
    api = await startApi(database.url as string);
    const ask = (token: string, key: string) =>
      fetch(`${api?.base}/api/cleaners/me/payouts/instant`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      })
        .then(async (res) => ({
          status: res.status,
          replayed: res.headers.get('idempotent-replayed') === 'true',
          body: (await res.json()) as { id?: string; code?: string },
        }))
        .catch(() => ({ status: 0, replayed: false, body: {} as { id?: string; code?: string } }));

    // 1. Payouts wait to be written: every request claims its key, then stops at the payout row.
    await holdPayouts.query('begin');
    await holdPayouts.query('lock table payout in exclusive mode');
    const keys = cleaners.map(() => `payout-${randomUUID()}`);
    const answers = cleaners.map((c, i) => ask(c.token, keys[i] as string));
    await until(
      async () =>
        (await db.query("select count(*)::int as n from idempotency_key where state = 'in_progress'")).rows[0]?.n ===
        cleaners.length,
      'every key to be claimed',
      slow,
    );
    // 2. Answers wait to be stored; the payouts go on, and stop where their answer is written.
    await holdAnswers.query('begin');
    await holdAnswers.query('lock table idempotency_key in exclusive mode');
    await holdPayouts.query('commit');
    const waitingOnAnswers = async () =>
      (
        await db.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where not l.granted and l.relation = 'idempotency_key'::regclass and a.datname = current_database()`,
        )
      ).rows[0]?.n === cleaners.length;
    await until(waitingOnAnswers, 'every payout request to reach its answer', slow);

    // 3. The crash. Statements that already reached PostgreSQL would still run once the lock is
    // released; the crash placed here is one where the answer never reached the server, so the
    // backends of the dead process end too, as when a server notices its client is gone.
    api.child.kill('SIGKILL');
    expect((await api.exit).signal).toBe('SIGKILL');
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(0);
    await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> all($1::int[])`,
      [ownPids],
    );
    await holdAnswers.query('rollback');

    api = await startApi(database.url as string);
    expect(await payoutInvariants(db)).toEqual([]);
    // The claims of the dead requests count as abandoned after two minutes; moved back in time.
    await db.query(`update idempotency_key set created_at = created_at - interval '3 minutes' where state = 'in_progress'`);
    const { rows: before } = await db.query<{ id: string; cleaner_id: string }>('select id, cleaner_id from payout');
    for (const [i, cleaner] of cleaners.entries()) {
      const retried = await ask(cleaner.token, keys[i] as string);
      expect(retried.status, JSON.stringify(retried.body)).toBe(201);
      const made = before.find((p) => p.cleaner_id === cleaner.userId);
      // The payout made before the crash (if it survived it) is the answer; else it is made now.
      if (made) expect(retried).toMatchObject({ replayed: true, body: { id: made.id } });
      const again = await ask(cleaner.token, keys[i] as string);
      expect(again).toMatchObject({ status: 201, replayed: true, body: { id: retried.body.id } });
    }
    const { rows: payouts } = await db.query<{ cleaner_id: string }>('select cleaner_id from payout');
    expect(payouts.map((p) => p.cleaner_id).sort()).toEqual(cleaners.map((c) => c.userId).sort());
    expect(await payoutInvariants(db)).toEqual([]);
  });
});
