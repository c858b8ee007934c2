import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { query } from '../../../db/sql.ts';
import { newId } from '../../../lib/ids.ts';
import { errorsOf } from '../../../plugins/errors/app-error.ts';
import { idempotencyErrors } from '../../../plugins/idempotency/idempotency.ts';
import type { RefundReason, RefundResult } from '../payment-provider.ts';
import { providerErrors } from '../provider.errors.ts';
import { checkIdempotencyKey } from './charges.ts';
import { type IPayRefund, PayPaymentIntent, PayRefund, refundReasons } from './local.entities.ts';
import { chargeObject, type EventLog, refundObject } from './objects.ts';
import { testCardOf } from './test-cards.ts';
import { fingerprintOf, lockKey } from './transaction.ts';

const fail = errorsOf({ ...providerErrors, ...idempotencyErrors });

export interface RefundInput {
  paymentIntentId: string;
  amountCents?: number;
  idempotencyKey: string;
  reason: RefundReason;
}

function refundResultOf(refund: IPayRefund): RefundResult {
  return refund.status === 'failed'
    ? {
        status: 'failed',
        code: refund.failureReason ?? 'refund_failed',
        message: `The refund failed (${refund.failureReason ?? 'unknown'}).`,
      }
    : { status: 'succeeded', refundId: refund.id, amountCents: refund.amountCents };
}

/** Cents refunded so far, or on their way back (failed and canceled refunds gave nothing back). */
export async function refundedCentsOf(tx: EntityManager, paymentIntentId: string): Promise<number> {
  const [row] = await query<{ total: string }>(
    tx,
    `select coalesce(sum(amount_cents), 0)::text as total from pay_refund
      where payment_intent_id = $1 and status in ('pending', 'succeeded')`,
    [paymentIntentId],
  );
  return Number(row?.total ?? 0);
}

/**
 * Refunds all or part of a succeeded payment, never more than was captured minus earlier
 * refunds. The payment's row is locked first, so two refunds of one payment are checked one
 * after the other and cannot together exceed it.
 */
export async function createRefund(tx: EntityManager, input: RefundInput, events: EventLog): Promise<RefundResult> {
  checkIdempotencyKey(input.idempotencyKey);
  if (input.amountCents !== undefined && (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)) {
    throw new RangeError('amountCents must be a whole number of cents, at least 1');
  }
  if (!(refundReasons as readonly string[]).includes(input.reason)) throw new RangeError(`Unknown refund reason ${input.reason}`);
  const fingerprint = fingerprintOf({
    payment_intent: input.paymentIntentId,
    amount: input.amountCents ?? null,
    reason: input.reason,
  });
  await lockKey(tx, `pay_refund:${input.idempotencyKey}`);
  const existing = await tx.findOne(PayRefund, { idempotencyKey: input.idempotencyKey });
  if (existing) {
    if (existing.requestFingerprint !== fingerprint) {
      throw fail('idempotency_key_reused', {
        detail: {
          fr: `La clé « ${input.idempotencyKey} » a déjà servi à un remboursement avec d’autres paramètres.`,
          en: `Key "${input.idempotencyKey}" was already used for a refund with other parameters.`,
        },
      });
    }
    return refundResultOf(existing);
  }

  const intent = await tx.findOne(
    PayPaymentIntent,
    { id: input.paymentIntentId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['paymentMethod'] },
  );
  if (!intent) throw new Error(`No such payment intent: ${input.paymentIntentId}`);
  if (intent.status !== 'succeeded') {
    throw fail('payment_not_refundable', {
      detail: {
        fr: `Le paiement ${intent.id} n’a pas été encaissé (statut ${intent.status}).`,
        en: `Payment ${intent.id} was not captured (status ${intent.status}).`,
      },
    });
  }
  const refunded = await refundedCentsOf(tx, intent.id);
  const remaining = intent.amountCents - refunded;
  if (remaining <= 0) {
    throw fail('charge_already_refunded', {
      detail: {
        fr: `Le paiement ${intent.id} est déjà remboursé en entier.`,
        en: `Payment ${intent.id} is already fully refunded.`,
      },
    });
  }
  const amount = input.amountCents ?? remaining;
  if (amount > remaining) {
    throw fail('refund_amount_too_large', {
      detail: {
        fr: `Remboursement de ${amount} ¢ demandé, il reste ${remaining} ¢ remboursables sur ce paiement.`,
        en: `A refund of ${amount} ¢ was asked for; ${remaining} ¢ of this payment are left to refund.`,
      },
    });
  }

  const failure = testCardOf(intent.paymentMethod.unwrap().testCard)?.refundFailure ?? null;
  const refund = tx.create(PayRefund, {
    id: newId('re'),
    paymentIntent: intent,
    amountCents: amount,
    currency: 'cad',
    status: failure ? 'failed' : 'succeeded',
    reason: input.reason,
    failureReason: failure,
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprint,
    created: new Date(),
  });
  await events.record(tx, 'refund.created', refundObject(refund, intent));
  if (failure) {
    await events.record(tx, 'refund.failed', refundObject(refund, intent));
  } else {
    await events.record(tx, 'charge.refunded', chargeObject(intent, refunded + amount));
  }
  await tx.flush();
  return refundResultOf(refund);
}
