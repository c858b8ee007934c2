import type { EntityManager } from '@mikro-orm/postgresql';
import { query, queryOne, tuplesOf } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Ledger, LedgerLine, LedgerTransactionInput } from './ledger-types.ts';
import { paymentErrors } from './payments.errors.ts';

export type { Ledger, LedgerLine, LedgerTransactionInput } from './ledger-types.ts';

const fail = errorsOf(paymentErrors);

/**
 * The first segment of every account (see ledger-types.ts). A posting to another kind is a
 * typo until this list says otherwise; the database checks only the shape.
 */
export const ledgerAccountKinds = ['external', 'client', 'cleaner', 'platform', 'taxes'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

const accountPattern = /^([a-z]+)(:[A-Za-z0-9_-]+)+$/;
const prefixPattern = /^[a-z]+(:[A-Za-z0-9_-]+)*:$/;
const kindPattern = /^[a-z][a-z0-9_.-]{0,63}$/;

export interface LedgerSummary {
  /** Every known kind (zero when unused), then any other kind found, in that order. */
  accounts: Array<{ kind: string; balanceCents: number }>;
  transactionCount: number;
  /** Transactions whose entries do not sum to zero: none, unless the database was bypassed. */
  unbalancedTransactionCount: number;
  /** The sum of every entry; zero when the ledger balances. */
  totalCents: number;
  balanced: boolean;
}

export interface PaymentsLedger extends Ledger {
  /** Totals per account kind and whether the ledger balances, for administrators. */
  summary(em: EntityManager): Promise<LedgerSummary>;
}

function checkAccount(account: string): void {
  const kind = accountPattern.exec(account)?.[1];
  if (!kind) throw new RangeError(`Invalid ledger account "${account}": kind:segment[:segment…]`);
  if (!(ledgerAccountKinds as readonly string[]).includes(kind)) {
    throw new RangeError(`Unknown ledger account kind "${kind}" (known: ${ledgerAccountKinds.join(', ')})`);
  }
}

function checkTransaction(input: LedgerTransactionInput): void {
  if (!kindPattern.test(input.kind)) throw new RangeError(`Invalid ledger transaction kind "${input.kind}"`);
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 255) {
    throw new RangeError('A ledger idempotency key is 1 to 255 characters');
  }
  if (input.lines.length < 2) throw new RangeError('A ledger transaction moves money between at least two accounts');
  let total = 0;
  for (const line of input.lines) {
    checkAccount(line.account);
    if (!Number.isSafeInteger(line.amountCents)) throw new RangeError(`Ledger amounts are whole cents (got ${line.amountCents})`);
    total += line.amountCents;
  }
  if (total !== 0) {
    throw new Error(`Ledger transaction ${input.idempotencyKey} does not balance: its lines sum to ${total} cents`);
  }
}

/** Lines compared regardless of order: a retry may build them in another order. */
function sameLines(a: readonly LedgerLine[], b: readonly LedgerLine[]): boolean {
  const text = (lines: readonly LedgerLine[]) =>
    lines
      .map((line) => `${line.account}=${line.amountCents}`)
      .sort()
      .join('\n');
  return text(a) === text(b);
}

const toCents = (value: string | number | null | undefined): number => {
  const cents = Number(value ?? 0);
  if (!Number.isSafeInteger(cents)) throw new Error(`Ledger sum out of the safe integer range: ${value}`);
  return cents;
};

/** Escapes LIKE's wildcards: account ids hold underscores. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statement that writes a transaction and its lines; `repeatable` lets a repeat of its key through, unwritten. */
function postText(input: LedgerTransactionInput, repeatable: boolean): string {
  const values = input.lines.map((_, i) => `($${5 + 2 * i}::text, $${6 + 2 * i}::bigint)`).join(', ');
  return `with t as (
           insert into ledger_transaction (id, kind, booking_id, idempotency_key) values ($1, $2, $3, $4)
           ${repeatable ? 'on conflict (idempotency_key) do nothing ' : ''}returning id
         )
         insert into ledger_entry (transaction_id, account, amount_cents)
         select t.id, v.account, v.amount_cents from t cross join (values ${values}) as v (account, amount_cents)
         ${repeatable ? 'returning transaction_id' : ''}`;
}

const postValues = (input: LedgerTransactionInput): unknown[] => [
  newId('ltx'),
  input.kind,
  input.bookingId ?? null,
  input.idempotencyKey,
  ...input.lines.flatMap((line) => [line.account, line.amountCents]),
];

/**
 * The double-entry ledger, in ledger_transaction and ledger_entry. Every write happens in the
 * caller's transaction (one statement each), and the database refuses to commit a transaction
 * whose entries do not sum to zero, whatever wrote them.
 */
export function createLedger(): PaymentsLedger {
  return {
    async post(em, input) {
      checkTransaction(input);
      // One statement writes the transaction and its entries: atomic without a savepoint, and
      // one round trip where a savepoint, two inserts and a release took four.
      const inserted = await query<{ transaction_id: string }>(em, postText(input, true), postValues(input));
      if (inserted.length === 0) await checkRepeat(em, input);
    },

    async postNew(em, input) {
      checkTransaction(input);
      // Without `on conflict`: a key posted before breaks the unique index.
      await query(em, postText(input, false), postValues(input));
    },

    newPostings(inputs, firstParameter = 1) {
      for (const input of inputs) checkTransaction(input);
      if (inputs.length === 0) return [];
      // The transactions' ids are made here, so the entries name them without a `returning`.
      const ids = inputs.map(() => newId('ltx'));
      const transactionValues = inputs.flatMap((input, i) => [ids[i], input.kind, input.bookingId ?? null, input.idempotencyKey]);
      const entryValues = inputs.flatMap((input, i) => input.lines.flatMap((line) => [ids[i], line.account, line.amountCents]));
      return [
        {
          text: `insert into ledger_transaction (id, kind, booking_id, idempotency_key) values ${tuplesOf(inputs.length, ['', '', '', ''], firstParameter)}`,
          values: transactionValues,
        },
        {
          text: `insert into ledger_entry (transaction_id, account, amount_cents) values ${tuplesOf(entryValues.length / 3, ['::text', '::text', '::bigint'], firstParameter + transactionValues.length)}`,
          values: entryValues,
        },
      ];
    },

    async balance(em, accountOrPrefix) {
      if (accountOrPrefix.endsWith(':')) {
        if (!prefixPattern.test(accountOrPrefix)) throw new RangeError(`Invalid ledger account prefix "${accountOrPrefix}"`);
        const row = await queryOne<{ total: string }>(
          em,
          `select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account like $1 escape '\\'`,
          [likePrefix(accountOrPrefix)],
        );
        return toCents(row?.total);
      }
      checkAccount(accountOrPrefix);
      const row = await queryOne<{ total: string }>(
        em,
        'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account = $1',
        [accountOrPrefix],
      );
      return toCents(row?.total);
    },

    async summary(em) {
      const kinds = await query<{ kind: string; total: string }>(
        em,
        `select split_part(account, ':', 1) as kind, sum(amount_cents)::text as total
           from ledger_entry group by 1 order by 1`,
      );
      const counts = await queryOne<{ transactions: string; unbalanced: string }>(
        em,
        `select (select count(*) from ledger_transaction)::text as transactions,
                (select count(*) from (select 1 from ledger_entry group by transaction_id
                   having sum(amount_cents) <> 0) as t)::text as unbalanced`,
      );
      const totals = new Map(kinds.map((row) => [row.kind, toCents(row.total)]));
      const names = [
        ...ledgerAccountKinds,
        ...[...totals.keys()].filter((k) => !(ledgerAccountKinds as readonly string[]).includes(k)),
      ];
      const accounts = names.map((kind) => ({ kind, balanceCents: totals.get(kind) ?? 0 }));
      const totalCents = accounts.reduce((sum, account) => sum + account.balanceCents, 0);
      const unbalancedTransactionCount = Number(counts?.unbalanced ?? 0);
      return {
        accounts,
        transactionCount: Number(counts?.transactions ?? 0),
        unbalancedTransactionCount,
        totalCents,
        balanced: totalCents === 0 && unbalancedTransactionCount === 0,
      };
    },
  };
}

/**
 * A key posts once; a retry of the same operation is ignored. The same key with other lines is
 * not a retry but two operations sharing a key, which would lose one of them silently.
 */
async function checkRepeat(tx: EntityManager, input: LedgerTransactionInput): Promise<void> {
  const rows = await query<{ kind: string; booking_id: string | null; account: string; amount_cents: string }>(
    tx,
    `select t.kind, t.booking_id, e.account, e.amount_cents::text as amount_cents
       from ledger_transaction t join ledger_entry e on e.transaction_id = t.id
      where t.idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const first = rows[0];
  const stored = rows.map((row) => ({ account: row.account, amountCents: toCents(row.amount_cents) }));
  if (!first || first.kind !== input.kind || first.booking_id !== (input.bookingId ?? null) || !sameLines(stored, input.lines)) {
    throw fail('idempotency_key_reused', {
      detail: {
        fr: `La clé « ${input.idempotencyKey} » a déjà servi à une autre écriture du grand livre.`,
        en: `Key "${input.idempotencyKey}" was already used for another ledger transaction.`,
      },
    });
  }
}

/**
 * Throws unless the whole ledger sums to zero and every transaction balances. Tests of any area
 * that moves money call it after each test.
 */
export async function assertLedgerBalanced(em: EntityManager): Promise<void> {
  const total = await queryOne<{ total: string }>(em, 'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry');
  const unbalanced = await query<{ transaction_id: string; total: string }>(
    em,
    `select transaction_id, sum(amount_cents)::text as total from ledger_entry
      group by transaction_id having sum(amount_cents) <> 0 order by transaction_id limit 10`,
  );
  const problems = [
    ...(total && total.total !== '0' ? [`the ledger sums to ${total.total} cents instead of 0`] : []),
    ...unbalanced.map((row) => `transaction ${row.transaction_id} sums to ${row.total} cents`),
  ];
  if (problems.length > 0) throw new Error(`The ledger does not balance: ${problems.join('; ')}`);
}
