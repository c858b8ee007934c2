/**
 * TEST SUPPORT — a stand-in for modules being built in parallel: the payments area's local
 * provider (adapters/payments) and its ledger (modules/payments). Bookings code only against
 * their interfaces; at merge the lead replaces these with the real local provider and ledger,
 * and the bookings tests keep their assertions (charges, refunds, balanced ledger).
 *
 * The provider follows Stripe's test cards by payment method id: `pm_card_chargeDeclined`
 * fails, `pm_card_authenticationRequired` asks for authentication, any other `pm_…` succeeds.
 * The ledger keeps its lines in memory (not in the caller's transaction, unlike the real one).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  ChargeInput,
  PaymentProvider,
  PaymentResult,
  RefundReason,
  RefundResult,
} from '../src/adapters/payments/payment-provider.ts';
import type { Ledger, LedgerLine, LedgerTransactionInput } from '../src/modules/payments/ledger-types.ts';

export interface RecordedCharge {
  paymentIntentId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
  offSession: boolean;
}

export interface RecordedRefund {
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason: RefundReason;
}

export interface TestPayments extends PaymentProvider {
  readonly charges: RecordedCharge[];
  readonly refunds: RecordedRefund[];
  /** Charged minus refunded, in cents: what the clients' cards paid in the end. */
  netCharged(): number;
  chargesFor(metadataBookingId: string): RecordedCharge[];
  refundsOf(paymentIntentId: string): RecordedRefund[];
  /** Declines the charges the predicate picks (as the bank would), until reset with null. */
  declineWhen(predicate: ((input: ChargeInput) => boolean) | null): void;
  /** Makes the next charges wait (a slow bank) until the returned function is called. */
  holdCharges(): () => void;
}

export function createTestPayments(): TestPayments {
  const charges: RecordedCharge[] = [];
  const refunds: RecordedRefund[] = [];
  const results = new Map<string, PaymentResult>();
  const refundResults = new Map<string, RefundResult>();
  const customers = new Map<string, string>();
  let decline: ((input: ChargeInput) => boolean) | null = null;
  let held: Promise<void> | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${String(++counter).padStart(8, '0')}`;

  function charge(input: ChargeInput & { paymentMethodId: string }, offSession: boolean): PaymentResult {
    const earlier = results.get(input.idempotencyKey);
    if (earlier) return earlier;
    let result: PaymentResult;
    if (input.paymentMethodId === 'pm_card_chargeDeclined' || decline?.(input)) {
      result = { status: 'failed', paymentIntentId: nextId('pi'), code: 'card_declined', message: 'Your card was declined.' };
    } else if (input.paymentMethodId === 'pm_card_authenticationRequired') {
      const paymentIntentId = nextId('pi');
      result = { status: 'requires_action', paymentIntentId, nextActionUrl: `https://pay.test/authenticate/${paymentIntentId}` };
    } else {
      const paymentIntentId = nextId('pi');
      charges.push({
        paymentIntentId,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
        offSession,
      });
      result = { status: 'succeeded', paymentIntentId, paymentMethodId: input.paymentMethodId, amountCents: input.amountCents };
    }
    results.set(input.idempotencyKey, result);
    return result;
  }

  return {
    kind: 'local',
    charges,
    refunds,
    async ensureCustomer(user) {
      let id = customers.get(user.id);
      if (!id) {
        id = nextId('cus');
        customers.set(user.id, id);
      }
      return id;
    },
    async chargeAndSaveCard(input) {
      await held;
      return charge(input, false);
    },
    async chargeOffSession(input) {
      return charge(input, true);
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey, reason }) {
      const earlier = refundResults.get(idempotencyKey);
      if (earlier) return earlier;
      const original = charges.find((c) => c.paymentIntentId === paymentIntentId);
      if (!original) return { status: 'failed', code: 'resource_missing', message: `No such payment: ${paymentIntentId}` };
      const already = refunds.filter((r) => r.paymentIntentId === paymentIntentId).reduce((sum, r) => sum + r.amountCents, 0);
      const amount = amountCents ?? original.amountCents - already;
      if (amount <= 0 || already + amount > original.amountCents) {
        return { status: 'failed', code: 'amount_too_large', message: 'The refund exceeds what is left of the charge.' };
      }
      const refund = { refundId: nextId('re'), paymentIntentId, amountCents: amount, idempotencyKey, reason };
      refunds.push(refund);
      const result: RefundResult = { status: 'succeeded', refundId: refund.refundId, amountCents: amount };
      refundResults.set(idempotencyKey, result);
      return result;
    },
    netCharged: () => charges.reduce((s, c) => s + c.amountCents, 0) - refunds.reduce((s, r) => s + r.amountCents, 0),
    declineWhen(predicate) {
      decline = predicate;
    },
    holdCharges() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    chargesFor: (bookingId) => charges.filter((c) => c.metadata.bookingId === bookingId),
    refundsOf: (paymentIntentId) => refunds.filter((r) => r.paymentIntentId === paymentIntentId),
  };
}

export interface PostedTransaction extends LedgerTransactionInput {
  postedAt: Date;
}

export interface TestLedger extends Ledger {
  readonly transactions: PostedTransaction[];
  /** Sum of an account (or of every account under a prefix), like balance() without a database. */
  sum(accountOrPrefix: string): number;
  /** Throws unless every transaction and the whole ledger sum to zero. Call it after each test. */
  assertBalanced(): void;
}

export function createTestLedger(): TestLedger {
  const transactions: PostedTransaction[] = [];
  const lines = (): LedgerLine[] => transactions.flatMap((t) => t.lines);
  const sum = (accountOrPrefix: string) =>
    lines()
      .filter((l) => (accountOrPrefix.endsWith(':') ? l.account.startsWith(accountOrPrefix) : l.account === accountOrPrefix))
      .reduce((total, l) => total + l.amountCents, 0);
  const total = (list: LedgerLine[]) => list.reduce((s, l) => s + l.amountCents, 0);

  return {
    transactions,
    async post(_em: EntityManager, transaction) {
      if (transaction.lines.length < 2) throw new Error(`Ledger: ${transaction.kind} needs at least two lines`);
      if (transaction.lines.some((l) => !Number.isInteger(l.amountCents))) {
        throw new Error(`Ledger: ${transaction.kind} has an amount that is not whole cents`);
      }
      if (total(transaction.lines) !== 0) {
        throw new Error(`Ledger: ${transaction.kind} does not balance (${total(transaction.lines)})`);
      }
      if (transactions.some((t) => t.idempotencyKey === transaction.idempotencyKey)) return;
      transactions.push({ ...transaction, lines: transaction.lines.map((l) => ({ ...l })), postedAt: new Date() });
    },
    async balance(_em: EntityManager, accountOrPrefix) {
      return sum(accountOrPrefix);
    },
    sum,
    assertBalanced() {
      for (const t of transactions) {
        if (total(t.lines) !== 0) throw new Error(`Ledger: ${t.idempotencyKey} does not balance`);
      }
      const all = total(lines());
      if (all !== 0) throw new Error(`Ledger: the whole ledger sums to ${all}, not 0`);
    },
  };
}
