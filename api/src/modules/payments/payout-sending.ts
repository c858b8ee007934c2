import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import type { IPayout } from './payments.entities.ts';

/**
 * Sending a payout is two steps with the provider's calls between them, never inside a
 * transaction: the payout (and its ledger posting) is committed first, then the provider is
 * asked to move the money under keys made of the payout's id, then what it answered is recorded.
 * Calling Stripe inside the payout's transaction meant that a process dying while Stripe
 * answered rolled the payout back after the money had moved; the retry then made a new payout,
 * with new keys, and Stripe paid the cleaner twice. Now a payout exists before any money moves,
 * and a `payouts-send` job, queued in the same transaction, finishes one whose process died:
 * the same keys, so Stripe answers what it already did instead of doing it again.
 */
export const payoutSendQueue = 'payouts-send';
/** Left to the request that began the payout for this long before the job finishes it. */
export const payoutResumeDelaySeconds = 60;

export interface PayoutSendJob {
  payoutId: string;
}

/** What the provider did for one attempt of a payout. */
export interface SendOutcome {
  transferId: string | null;
  providerPayoutId: string | null;
  paid: boolean;
  /** The provider's code when the transfer or the bank payout failed. */
  failure: string | null;
}

/** Queues the job that finishes the payout should its request die, in the payout's transaction. */
export async function queuePayoutSend(boss: PgBoss, tx: EntityManager, payoutId: string): Promise<void> {
  await boss.send(payoutSendQueue, { payoutId } satisfies PayoutSendJob, {
    startAfter: payoutResumeDelaySeconds,
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    db: transactionDb(tx),
  });
}

/**
 * Transfers the net to the cleaner's connected account (once per payout) and pays it out to
 * their bank (once per attempt). Every key is the payout's id (and attempt), so calling this
 * again for the same attempt — the job after a crash, or an admin's retry after the provider
 * could not be reached (same `providerAttempt`) — moves no money twice.
 */
export async function sendToProvider(provider: PaymentProvider, payout: IPayout): Promise<SendOutcome> {
  const net = payout.amountCents - payout.feeCents;
  let transferId = payout.transferId ?? null;
  if (!transferId) {
    const transfer = await provider.transfer({
      accountId: payout.accountId,
      amountCents: net,
      idempotencyKey: `transfer:${payout.id}`,
      description: `Propre payout ${payout.id}`,
      metadata: { payoutId: payout.id, cleanerId: payout.cleanerId },
    });
    if (transfer.status === 'failed') return { transferId: null, providerPayoutId: null, paid: false, failure: transfer.code };
    transferId = transfer.transferId;
  }
  const base =
    payout.method === 'weekly'
      ? `payout:${payout.accountId}:${payout.period}`
      : `payout:${payout.accountId}:instant:${payout.id}`;
  const result = await provider.payout({
    accountId: payout.accountId,
    amountCents: net,
    method: payout.method === 'instant' ? 'instant' : 'standard',
    idempotencyKey: payout.providerAttempt > 1 ? `${base}:retry${payout.providerAttempt}` : base,
    metadata: { payoutId: payout.id, cleanerId: payout.cleanerId },
  });
  if (result.status === 'failed') return { transferId, providerPayoutId: result.payoutId, paid: false, failure: result.code };
  return { transferId, providerPayoutId: result.payoutId, paid: result.status === 'paid', failure: null };
}
