import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { execute, query, transaction } from '../../db/sql.ts';
import { assertLedgerBalanced } from './ledger.ts';
import type { LedgerLine } from './ledger-types.ts';

const t = useTestApp();
const ledger = () => t.app.propre.payments.ledger;
const em = () => t.app.propre.db.orm.em.fork();
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

afterEach(async () => {
  await assertLedgerBalanced(em());
});

/** A deposit of `cents` paid by card, held for the cleaner and the platform. */
function deposit(cleanerId: string, cents: number): LedgerLine[] {
  return [
    { account: 'external:card', amountCents: cents },
    { account: `cleaner:${cleanerId}:earnings`, amountCents: -(cents - 1_000) },
    { account: 'platform:fees', amountCents: -1_000 },
  ];
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: string }>(em(), `select count(*)::text as n from ${sql}`, params);
  return Number(row?.n);
}

describe('ledger: posting and balances', () => {
  it('sums one account exactly, or every account under a prefix', async () => {
    const cleaner = id('usr');
    await ledger().post(em(), {
      kind: 'booking.deposit',
      bookingId: id('bkg'),
      idempotencyKey: id('k'),
      lines: deposit(cleaner, 10_000),
    });
    await ledger().post(em(), {
      kind: 'payout.weekly',
      idempotencyKey: id('k'),
      lines: [
        { account: `cleaner:${cleaner}:earnings`, amountCents: 4_000 },
        { account: `cleaner:${cleaner}:payouts`, amountCents: -4_000 },
      ],
    });
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-5_000);
    expect(await ledger().balance(em(), `cleaner:${cleaner}:payouts`)).toBe(-4_000);
    expect(await ledger().balance(em(), `cleaner:${cleaner}:`)).toBe(-9_000);
    expect(await ledger().balance(em(), `cleaner:${cleaner}`)).toBe(0);
    expect(await ledger().balance(em(), `cleaner:${id('usr')}:earnings`)).toBe(0);
  });

  it('a prefix matches whole segments, and an underscore in an id is not a wildcard', async () => {
    const tag = randomBytes(4).toString('hex');
    const accounts = [`cleaner:usr_${tag}:earnings`, `cleaner:usrX${tag}:earnings`, `cleaner:usr_${tag}x:earnings`];
    await ledger().post(em(), {
      kind: 'test.prefix',
      idempotencyKey: id('k'),
      lines: [
        { account: accounts[0] as string, amountCents: 100 },
        { account: accounts[1] as string, amountCents: 20 },
        { account: accounts[2] as string, amountCents: 3 },
        { account: 'platform:fees', amountCents: -123 },
      ],
    });
    expect(await ledger().balance(em(), `cleaner:usr_${tag}:`)).toBe(100);
  });

  it('posts a key once: a retry is ignored, another posting under that key is refused', async () => {
    const cleaner = id('usr');
    const bookingId = id('bkg');
    const input = { kind: 'booking.deposit', bookingId, idempotencyKey: `${bookingId}:deposit`, lines: deposit(cleaner, 8_000) };
    await ledger().post(em(), input);
    await ledger().post(em(), { ...input, lines: [...input.lines].reverse() });
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-7_000);
    expect(await count('ledger_transaction where idempotency_key = $1', [input.idempotencyKey])).toBe(1);

    const reused = { code: 'idempotency_key_reused', status: 422 };
    await expect(ledger().post(em(), { ...input, lines: deposit(cleaner, 9_000) })).rejects.toMatchObject(reused);
    await expect(ledger().post(em(), { ...input, kind: 'booking.balance' })).rejects.toMatchObject(reused);
    await expect(ledger().post(em(), { ...input, bookingId: id('bkg') })).rejects.toMatchObject(reused);
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-7_000);
  });

  it('posts a new key with the next statement of the transaction, and fails the transaction on a key posted before', async () => {
    const cleaner = id('usr');
    const bookingId = id('bkg');
    const input = { kind: 'booking.deposit', bookingId, idempotencyKey: `${bookingId}:deposit`, lines: deposit(cleaner, 6_000) };
    await em().transactional(async (tx) => {
      await ledger().postNew(tx, input);
      expect(await ledger().balance(tx, `cleaner:${cleaner}:earnings`)).toBe(-5_000);
    });
    expect(await count('ledger_entry where account = $1', [`cleaner:${cleaner}:earnings`])).toBe(1);

    // Posted again (twice, so that the second one is sent as a deferred statement of a prepared name).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(
        em().transactional(async (tx) => {
          await ledger().postNew(tx, input);
          await execute(tx, 'select 1');
        }),
      ).rejects.toMatchObject({ code: '23505' });
    }
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-5_000);
    await expect(
      ledger().postNew(em(), { ...input, idempotencyKey: id('k'), lines: deposit(cleaner, 1).slice(1) }),
    ).rejects.toThrow('does not balance');
  });

  it('writes several new postings in a statement of the caller, and refuses them at that statement or at commit', async () => {
    const cleaner = id('usr');
    const inputs = [6_000, 4_000].map((cents) => {
      const bookingId = id('bkg');
      return { kind: 'booking.deposit', bookingId, idempotencyKey: `${bookingId}:deposit`, lines: deposit(cleaner, cents) };
    });
    // Composed after a parameter of the caller's own, as a booking create composes them.
    const [transactions, entries] = ledger().newPostings(inputs, 2);
    if (!transactions || !entries) throw new Error('two inserts expected');
    await em().transactional(async (tx) => {
      const [row] = await query<{ n: string }>(
        tx,
        `with a as (${transactions.text}), b as (${entries.text}) select $1::text as n`,
        ['composed', ...transactions.values, ...entries.values],
      );
      expect(row?.n).toBe('composed');
    });
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-8_000);
    expect(
      await count('ledger_transaction where idempotency_key = any($1::text[])', [inputs.map((input) => input.idempotencyKey)]),
    ).toBe(2);

    // A key posted before fails the statement; lines that do not balance are refused before writing.
    const [again, againEntries] = ledger().newPostings([inputs[0] as (typeof inputs)[0]]);
    await expect(
      em().transactional(async (tx) => {
        await query(tx, `with a as (${again?.text}) ${againEntries?.text}`, [
          ...(again?.values ?? []),
          ...(againEntries?.values ?? []),
        ]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(() => ledger().newPostings([{ ...(inputs[1] as (typeof inputs)[0]), lines: deposit(cleaner, 1).slice(1) }])).toThrow(
      'does not balance',
    );
    expect(await ledger().balance(em(), `cleaner:${cleaner}:earnings`)).toBe(-8_000);
  });

  it('refuses lines that do not balance, and bad accounts or amounts, before writing anything', async () => {
    const key = id('k');
    const post = (lines: LedgerLine[], kind = 'test.refused') => ledger().post(em(), { kind, idempotencyKey: key, lines });
    await expect(
      post([
        { account: 'external:card', amountCents: 100 },
        { account: 'platform:fees', amountCents: -99 },
      ]),
    ).rejects.toThrow(`Ledger transaction ${key} does not balance: its lines sum to 1 cents`);
    await expect(post([{ account: 'external:card', amountCents: 0 }])).rejects.toThrow('at least two accounts');
    await expect(
      post([
        { account: 'bank:card', amountCents: 1 },
        { account: 'platform:fees', amountCents: -1 },
      ]),
    ).rejects.toThrow('Unknown ledger account kind "bank"');
    await expect(
      post([
        { account: 'platform', amountCents: 1 },
        { account: 'platform:fees', amountCents: -1 },
      ]),
    ).rejects.toThrow('Invalid ledger account "platform"');
    await expect(
      post([
        { account: 'platform:fees', amountCents: 0.5 },
        { account: 'external:card', amountCents: -0.5 },
      ]),
    ).rejects.toThrow('whole cents');
    await expect(
      post(
        [
          { account: 'platform:fees', amountCents: 1 },
          { account: 'external:card', amountCents: -1 },
        ],
        'Not A Kind',
      ),
    ).rejects.toThrow('Invalid ledger transaction kind');
    await expect(ledger().balance(em(), 'nope')).rejects.toThrow('Invalid ledger account "nope"');
    await expect(ledger().balance(em(), 'cleaner:%:')).rejects.toThrow('Invalid ledger account prefix');
    expect(await count('ledger_transaction where idempotency_key = $1', [key])).toBe(0);
  });

  it('writes in the caller’s transaction and rolls back with it', async () => {
    const cleaner = id('usr');
    const key = id('k');
    await expect(
      em().transactional(async (tx) => {
        await ledger().post(tx, { kind: 'booking.deposit', idempotencyKey: key, lines: deposit(cleaner, 5_000) });
        expect(await ledger().balance(tx, `cleaner:${cleaner}:`)).toBe(-4_000);
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');
    expect(await ledger().balance(em(), `cleaner:${cleaner}:`)).toBe(0);
    expect(await count('ledger_transaction where idempotency_key = $1', [key])).toBe(0);
  });
});

describe('ledger: the database keeps it balanced', () => {
  const insertTransaction = (tx: EntityManager, key: string) =>
    execute(tx, "insert into ledger_transaction (id, kind, idempotency_key) values ($1, 'test.raw', $1)", [key]);

  it('refuses at commit a transaction whose entries do not sum to zero, even written in raw SQL', async () => {
    const key = id('ltx');
    await expect(
      transaction(em(), async (tx) => {
        await insertTransaction(tx, key);
        await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'external:card', 100)`, [
          key,
        ]);
        // Deferred: each statement passes, the commit does not.
        await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'platform:fees', -99)`, [
          key,
        ]);
      }),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_entry_balanced',
      message: expect.stringContaining(`ledger transaction ${key} does not balance: its entries sum to 1 cents`),
    });
    expect(await count('ledger_transaction where id = $1', [key])).toBe(0);
    expect(await count('ledger_entry where transaction_id = $1', [key])).toBe(0);
  });

  it('accepts entries of one transaction written by several statements when they balance at commit', async () => {
    const key = id('ltx');
    await em().transactional(async (tx) => {
      await insertTransaction(tx, key);
      await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'external:card', 250)`, [
        key,
      ]);
      await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'platform:fees', -250)`, [
        key,
      ]);
    });
    expect(await count('ledger_entry where transaction_id = $1', [key])).toBe(2);
  });

  it('refuses an unbalanced transaction written through the ORM at commit', async () => {
    const key = id('ltx');
    await expect(
      em().transactional(async (tx) => {
        await insertTransaction(tx, key);
        await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'external:card', 1)`, [
          key,
        ]);
      }),
    ).rejects.toThrow(`ledger transaction ${key} does not balance`);
    expect(await count('ledger_transaction where id = $1', [key])).toBe(0);
  });

  it('never changes or deletes a posted entry', async () => {
    await ledger().post(em(), { kind: 'test.immutable', idempotencyKey: id('k'), lines: deposit(id('usr'), 3_000) });
    await expect(query(em(), 'update ledger_entry set amount_cents = amount_cents * 2')).rejects.toThrow(
      'the ledger is append-only',
    );
    await expect(query(em(), 'delete from ledger_entry')).rejects.toThrow('the ledger is append-only');
    await expect(query(em(), 'delete from ledger_transaction')).rejects.toThrow('the ledger is append-only');
  });

  it('assertLedgerBalanced and the summary notice a ledger that does not balance', async () => {
    const key = id('ltx');
    await expect(
      em().transactional(async (tx) => {
        // Only a database owner bypassing the trigger can get here; the check must still see it.
        await execute(tx, 'alter table ledger_entry disable trigger ledger_entry_balanced');
        await insertTransaction(tx, key);
        await execute(tx, `insert into ledger_entry (transaction_id, account, amount_cents) values ($1, 'platform:fees', 42)`, [
          key,
        ]);
        await expect(assertLedgerBalanced(tx)).rejects.toThrow(
          `The ledger does not balance: the ledger sums to 42 cents instead of 0; transaction ${key} sums to 42 cents`,
        );
        expect(await ledger().summary(tx)).toMatchObject({ totalCents: 42, unbalancedTransactionCount: 1, balanced: false });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await ledger().summary(em())).balanced).toBe(true);
  });
});
