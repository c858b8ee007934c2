import type { EntityManager } from '@mikro-orm/postgresql';
import { query, queryOne, type Statement } from '../../../db/sql.ts';
import { newId } from '../../../lib/ids.ts';
import { errorsOf } from '../../../plugins/errors/app-error.ts';
import { idempotencyErrors } from '../../../plugins/idempotency/idempotency.ts';
import type { ChargeInput, PaymentResult } from '../payment-provider.ts';
import { providerErrors } from '../provider.errors.ts';
import {
  type IPayCustomer,
  type IPayPaymentIntent,
  type IPayPaymentMethod,
  PayCustomer,
  PayPaymentIntent,
  PayPaymentMethod,
} from './local.entities.ts';
import { chargeObject, type EventInput, type EventLog, paymentIntentObject, paymentMethodObject } from './objects.ts';
import { type CardOutcome, failureCodeOf, type TestCard, testCardOf } from './test-cards.ts';
import { fingerprintOf, lockKey } from './transaction.ts';

const fail = errorsOf({ ...providerErrors, ...idempotencyErrors });

export type ChargeMode = 'on_session' | 'off_session';

/** Stripe's limits for CAD: at least 0.50 $, at most 999 999.99 $. */
const amountLimits = { min: 50, max: 99_999_999 };

export function checkChargeInput(input: ChargeInput & { paymentMethodId: string }): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < amountLimits.min || input.amountCents > amountLimits.max) {
    throw new RangeError(`amountCents must be a whole number of cents from ${amountLimits.min} to ${amountLimits.max}`);
  }
  if (!input.customerId) throw new TypeError('customerId is required');
  if (!input.paymentMethodId) throw new TypeError('paymentMethodId is required');
  checkIdempotencyKey(input.idempotencyKey);
  if (input.description.length > 1000) throw new RangeError('description is limited to 1000 characters');
  checkMetadata(input.metadata);
}

export function checkIdempotencyKey(key: string): void {
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    throw new RangeError('idempotencyKey must be 1 to 255 characters');
  }
}

// Stripe's metadata limits, so that what works locally also works against Stripe.
function checkMetadata(metadata: Record<string, string>): void {
  const entries = Object.entries(metadata);
  if (entries.length > 50) throw new RangeError('metadata holds at most 50 keys');
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > 40) throw new RangeError('metadata keys are 1 to 40 characters');
    if (typeof value !== 'string' || value.length > 500)
      throw new RangeError('metadata values are strings of at most 500 characters');
  }
}

export interface ChargeContext {
  nextActionUrlOf(paymentIntentId: string): string;
  /** Where the charge's events are written (the provider's, which knows what is delivered). */
  events: EventLog;
}

/** The result a caller gets for an intent, now or when it retries with the same key. */
export function resultOf(intent: IPayPaymentIntent, context: ChargeContext): PaymentResult {
  switch (intent.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        paymentIntentId: intent.id,
        paymentMethodId: intent.paymentMethod.id,
        amountCents: intent.amountCents,
      };
    case 'requires_action':
      return { status: 'requires_action', paymentIntentId: intent.id, nextActionUrl: context.nextActionUrlOf(intent.id) };
    case 'canceled':
      return {
        status: 'failed',
        paymentIntentId: intent.id,
        code: 'payment_intent_canceled',
        message: 'The payment was canceled.',
      };
    default:
      return {
        status: 'failed',
        paymentIntentId: intent.id,
        code: intent.lastPaymentErrorCode
          ? failureCodeOf({ code: intent.lastPaymentErrorCode, declineCode: intent.lastPaymentErrorDeclineCode })
          : 'payment_incomplete',
        message: intent.lastPaymentErrorMessage ?? 'The payment did not complete.',
      };
  }
}

const resourceMissing = (paymentMethodId: string): PaymentResult => ({
  status: 'failed',
  paymentIntentId: null,
  code: 'resource_missing',
  message: `No such PaymentMethod: '${paymentMethodId}'`,
});

/**
 * The card to charge: a payment method saved for this customer, or (as in Stripe's test mode)
 * a test token, which makes a new payment method. Another customer's card is as unknown as a
 * made-up one.
 */
async function cardFor(
  tx: EntityManager,
  customer: IPayCustomer,
  paymentMethodId: string,
): Promise<{ method: IPayPaymentMethod; card: TestCard; isNew: boolean } | undefined> {
  const token = testCardOf(paymentMethodId);
  if (token) {
    const now = new Date();
    // Written by the charge's statement (see `chargeStatement`), not by a flush.
    const method = tx.create(
      PayPaymentMethod,
      {
        id: newId('pm'),
        customer: null,
        type: 'card',
        brand: token.brand,
        last4: token.last4,
        expMonth: 12,
        expYear: now.getUTCFullYear() + 3,
        testCard: paymentMethodId,
        created: now,
      },
      { persist: false },
    );
    return { method, card: token, isNew: true };
  }
  const saved = await tx.findOne(PayPaymentMethod, { id: paymentMethodId, customer: customer.id });
  const card = saved ? testCardOf(saved.testCard) : undefined;
  return saved && card ? { method: saved, card, isNew: false } : undefined;
}

/** The intent a key already made, under the key's lock, so a concurrent retry waits for the first. */
async function intentOfKey(tx: EntityManager, idempotencyKey: string): Promise<IPayPaymentIntent | null> {
  await lockKey(tx, `pay_payment_intent:${idempotencyKey}`);
  // A plain look first: nearly every key is new, and the ORM's populated read costs more than the query.
  const seen = await queryOne<{ id: string }>(tx, 'select id from pay_payment_intent where idempotency_key = $1', [
    idempotencyKey,
  ]);
  return seen ? await tx.findOne(PayPaymentIntent, { id: seen.id }, { populate: ['paymentMethod'] }) : null;
}

/**
 * Creates and confirms a payment intent, the way `stripe.paymentIntents.create({ confirm: true })`
 * does: on session with `setup_future_usage=off_session` (the card is saved when the charge
 * succeeds), or off session with a saved card. Runs inside the caller's transaction.
 */
export async function createAndConfirm(
  tx: EntityManager,
  mode: ChargeMode,
  input: ChargeInput & { paymentMethodId: string },
  context: ChargeContext,
): Promise<PaymentResult> {
  const fingerprint = fingerprintOf({
    mode,
    customer: input.customerId,
    amount: input.amountCents,
    payment_method: input.paymentMethodId,
  });
  const existing = input.newKey ? null : await intentOfKey(tx, input.idempotencyKey);
  if (existing) {
    if (existing.requestFingerprint !== fingerprint) {
      throw fail('idempotency_key_reused', {
        detail: {
          fr: `La clé « ${input.idempotencyKey} » a déjà servi à un paiement avec d’autres paramètres (montant, carte ou client).`,
          en: `Key "${input.idempotencyKey}" was already used for a payment with other parameters (amount, card or customer).`,
        },
      });
    }
    return resultOf(existing, context);
  }
  const customer = await tx.findOne(PayCustomer, { id: input.customerId });
  if (!customer) throw new Error(`No such customer: ${input.customerId}`);
  const found = await cardFor(tx, customer, input.paymentMethodId);
  if (!found) return resourceMissing(input.paymentMethodId);
  const { method, card, isNew } = found;

  const intent = tx.create(
    PayPaymentIntent,
    {
      id: newId('pi'),
      customer,
      amountCents: input.amountCents,
      currency: 'cad',
      status: 'processing',
      paymentMethod: method,
      setupFutureUsage: mode === 'on_session' ? 'off_session' : null,
      offSession: mode === 'off_session',
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
      description: input.description,
      lastPaymentErrorCode: null,
      lastPaymentErrorDeclineCode: null,
      lastPaymentErrorMessage: null,
      latestCharge: null,
      metadata: { ...input.metadata },
      created: new Date(),
    },
    { persist: false },
  );
  const created = paymentIntentObject(intent, null);
  const outcome = applyOutcome(intent, mode === 'on_session' ? card.onSession : card.offSession, context);
  const { text, values } = chargeStatement(intent, isNew ? method : null, (first) =>
    context.events.insertOf([{ type: 'payment_intent.created', object: created }, ...outcome], first),
  );
  // A customer made or brought up to date by this request's `ensureCustomer` is written first
  // (the intent refers to it); when it was found as it is, the flush writes nothing.
  await tx.flush();
  await query(tx, text, values);
  return resultOf(intent, context);
}

/**
 * A charge's rows in one statement: its new card (a test token's), the intent in its final
 * state and the events that tell it. Each is written once and never read back in the charge,
 * so the ORM's flush (a change set per entity, the card's insert with its values in the text,
 * planned anew each time) and two more round trips bought nothing. A saved card is not
 * written: a charge changes nothing in it (it is the customer's already).
 */
function chargeStatement(
  intent: IPayPaymentIntent,
  newMethod: IPayPaymentMethod | null,
  eventsFrom: (firstParameter: number) => Statement,
): Statement {
  const values: unknown[] = [];
  const placeholders = (row: unknown[]) => {
    values.push(...row);
    return row.map((_, i) => `$${values.length - row.length + i + 1}`).join(', ');
  };
  const parts: string[] = [];
  if (newMethod) {
    parts.push(`new_method as (insert into pay_payment_method
      (id, customer_id, type, brand, last4, exp_month, exp_year, test_card, created)
      values (${placeholders([
        newMethod.id,
        newMethod.customer?.id ?? null,
        newMethod.type,
        newMethod.brand,
        newMethod.last4,
        newMethod.expMonth,
        newMethod.expYear,
        newMethod.testCard,
        newMethod.created,
      ])}))`);
  }
  parts.push(`new_intent as (insert into pay_payment_intent
    (id, customer_id, amount_cents, currency, status, payment_method_id, setup_future_usage, off_session,
     idempotency_key, request_fingerprint, description, last_payment_error_code, last_payment_error_decline_code,
     last_payment_error_message, latest_charge, metadata, created)
    values (${placeholders([
      intent.id,
      intent.customer.id,
      intent.amountCents,
      intent.currency,
      intent.status,
      intent.paymentMethod.id,
      intent.setupFutureUsage,
      intent.offSession,
      intent.idempotencyKey,
      intent.requestFingerprint,
      intent.description,
      intent.lastPaymentErrorCode,
      intent.lastPaymentErrorDeclineCode,
      intent.lastPaymentErrorMessage,
      intent.latestCharge,
      JSON.stringify(intent.metadata),
      intent.created,
    ])}))`);
  const events = eventsFrom(values.length + 1);
  return { text: `with ${parts.join(', ')} ${events.text}`, values: [...values, ...events.values] };
}

/**
 * Moves a processing (or authenticating) intent to where the card's outcome takes it; answers
 * the events that tell it, for the caller to record.
 */
export function applyOutcome(intent: IPayPaymentIntent, outcome: CardOutcome, context: ChargeContext): EventInput[] {
  switch (outcome.kind) {
    case 'succeed': {
      intent.status = 'succeeded';
      intent.latestCharge = newId('ch');
      intent.lastPaymentErrorCode = null;
      intent.lastPaymentErrorDeclineCode = null;
      intent.lastPaymentErrorMessage = null;
      const method = intent.paymentMethod.unwrap();
      const attached: EventInput[] = [];
      if (intent.setupFutureUsage === 'off_session' && !method.customer) {
        method.customer = intent.customer;
        attached.push({ type: 'payment_method.attached', object: paymentMethodObject(method) });
      }
      return [
        ...attached,
        { type: 'charge.succeeded', object: chargeObject(intent, 0) },
        { type: 'payment_intent.succeeded', object: paymentIntentObject(intent, null) },
      ];
    }
    case 'authenticate':
      intent.status = 'requires_action';
      return [
        { type: 'payment_intent.requires_action', object: paymentIntentObject(intent, context.nextActionUrlOf(intent.id)) },
      ];
    case 'decline':
      intent.status = 'requires_payment_method';
      intent.lastPaymentErrorCode = outcome.code;
      intent.lastPaymentErrorDeclineCode = outcome.declineCode;
      intent.lastPaymentErrorMessage = outcome.message;
      return [{ type: 'payment_intent.payment_failed', object: paymentIntentObject(intent, null) }];
  }
}
