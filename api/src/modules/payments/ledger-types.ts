import type { EntityManager } from '@mikro-orm/postgresql';
import type { Statement } from '../../db/sql.ts';

/**
 * The double-entry ledger every money movement is written to. Accounts are strings:
 *   external:card                       money that came from (or went back to) clients' cards
 *   client:<userId>:credit              credit a client holds (goodwill); a referral welcome credit is a
 *                                       first-booking discount, not a balance (see the referrals README)
 *   cleaner:<userId>:earnings           what the platform owes a cleaner
 *   cleaner:<userId>:payouts            what was paid out to a cleaner
 *   platform:fees                       the platform's revenue (fees kept, cancellation fees)
 *   platform:discounts                  discounts the platform funds
 *   platform:referrals                  the referral programme: cleaners' bonuses, clients' welcome credits
 *   taxes:gst, taxes:qst                sales taxes collected for the governments
 * Amounts are signed integer cents: positive debits, negative credits. The lines of one
 * transaction sum to zero, so every balance is a sum and the whole ledger sums to zero.
 */
export interface LedgerLine {
  account: string;
  amountCents: number;
}

export interface LedgerTransactionInput {
  /** What happened, e.g. 'booking.deposit', 'booking.refund', 'booking.balance'. */
  kind: string;
  bookingId?: string | null;
  /** The same key posts once; a repeat is ignored (retries of the same operation). */
  idempotencyKey: string;
  lines: LedgerLine[];
}

export interface Ledger {
  /** Writes a balanced transaction in the caller's transaction; throws if the lines do not sum to zero. */
  post(em: EntityManager, transaction: LedgerTransactionInput): Promise<void>;
  /**
   * `post` for a key that cannot have been posted before (it names a row the caller's
   * transaction is creating): nothing to compare a repeat with, so no `on conflict` and no
   * read-back, and a repeat of the key (a bug) fails the statement.
   */
  postNew(em: EntityManager, transaction: LedgerTransactionInput): Promise<void>;
  /**
   * What `postNew` writes for these transactions, as inserts to run in one statement with the
   * rows they are about (a booking create's CTE: `with a as (…), b as (…) …`), their
   * parameters numbered on from `firstParameter`. Checked as `post` checks; the database
   * refuses at commit a transaction that does not balance, and a repeated key fails the statement.
   */
  newPostings(transactions: readonly LedgerTransactionInput[], firstParameter?: number): Statement[];
  /** Sum of an account's lines (a prefix such as `cleaner:usr_…:` sums several). */
  balance(em: EntityManager, accountOrPrefix: string): Promise<number>;
}
