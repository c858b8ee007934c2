import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import { query, queryOne } from '../../../db/sql.ts';
import { newId } from '../../../lib/ids.ts';
import type { ConnectedAccount, PaymentIntentView, PaymentProvider, PaymentResult } from '../payment-provider.ts';
import { applyOutcome, type ChargeContext, checkChargeInput, createAndConfirm, resultOf } from './charges.ts';
import {
  completeOnboarding,
  connectedAccountOf,
  createAccount,
  createPayout,
  createTransfer,
  findAccount,
  type LocalOnboardingOutcome,
  setPayoutFailure,
} from './connect.ts';
import { type IPayCustomer, type IPayPaymentIntent, PayCustomer, PayPaymentIntent } from './local.entities.ts';
import { createEventLog, customerObject, paymentIntentObject } from './objects.ts';
import { createRefund, refundedCentsOf } from './refunds.ts';
import { inTransaction, lockKey } from './transaction.ts';

export interface LocalPaymentProviderOptions {
  orm: MikroORM;
  /** Origin of the marketplace: the pay-now page is `${publicUrl}/pay/<payment intent id>`. */
  publicUrl: string;
}

/** The customer, when it has the user's email and name as they are now. */
function asIs(customer: IPayCustomer | null, user: { email: string; name: string }): IPayCustomer | null {
  return customer && customer.email === user.email && customer.name === user.name ? customer : null;
}

/**
 * The local provider, plus what only it can do: stand in for the bank's authentication page
 * and show a payment as Stripe's API would. Tests and the pay-now page use these; the booking
 * lifecycle sticks to PaymentProvider.
 */
export interface LocalPaymentProvider extends PaymentProvider {
  readonly kind: 'local';
  /**
   * The client answered the bank's challenge for an intent that requires action: `succeeded`
   * captures the payment, `failed` leaves it waiting for another card (Stripe's
   * `payment_intent_authentication_failure`).
   */
  completeAuthentication(paymentIntentId: string, outcome: 'succeeded' | 'failed'): Promise<PaymentResult>;
  /** The payment intent as Stripe's API shows it, or null when there is none with this id. */
  paymentIntentObject(paymentIntentId: string): Promise<ReturnType<typeof paymentIntentObject> | null>;
  /** The cleaner finished (or failed) onboarding on the provider's pages: emits account.updated. */
  completeOnboarding(accountId: string, outcome: LocalOnboardingOutcome): Promise<ConnectedAccount>;
  /** Later payouts to the account fail with this code (the bank returns them); null to stop. */
  failPayouts(accountId: string, code: string | null): Promise<void>;
  /** The event types the webhook endpoint subscribes to: the others are written as processed. */
  deliverOnly(types: readonly string[]): void;
}

/**
 * The embedded payment provider (used when STRIPE_SECRET_KEY is unset). It follows Stripe's
 * objects and semantics with Stripe's test cards (`pm_card_visa`, `pm_card_chargeDeclined`…),
 * keeps everything in pay_* tables and writes, with every change, the event a Stripe webhook
 * would carry. Every method joins the caller's transaction when called inside one.
 */
export function createLocalPaymentProvider({ orm, publicUrl }: LocalPaymentProviderOptions): LocalPaymentProvider {
  const origin = publicUrl.replace(/\/+$/, '');
  const events = createEventLog();
  // Its columns named (a prepared `select *` fails once a migration adds a column).
  const customerColumns = orm
    .getMetadata()
    .get(PayCustomer)
    .props.filter((prop) => prop.persist !== false && !prop.formula)
    .flatMap((prop) => prop.fieldNames ?? []);
  const customerByUser = `select ${customerColumns.join(', ')} from pay_customer where user_id = $1`;
  const context: ChargeContext = { nextActionUrlOf: (id) => `${origin}/pay/${id}`, events };

  return {
    kind: 'local',

    async ensureCustomer(user) {
      if (!user.id) throw new TypeError('user.id is required');
      return inTransaction(orm, async (tx) => {
        // Most calls find the customer as it is: one read, no lock. Writes queue on the lock
        // and read again, so two first payments of one person make one customer.
        // A plain read mapped onto the transaction's entity manager: every charge asks, and the
        // ORM's query building cost more than the query.
        const row = await queryOne(tx, customerByUser, [user.id]);
        const current = row ? tx.map(PayCustomer, row) : null;
        const found = asIs(current, user);
        if (found) return found.id;
        await lockKey(tx, `pay_customer:${user.id}`);
        const existing = current ? await tx.refresh(current) : await tx.findOne(PayCustomer, { userId: user.id });
        if (existing) {
          if (existing.email !== user.email || existing.name !== user.name) {
            existing.email = user.email;
            existing.name = user.name;
            await events.record(tx, 'customer.updated', customerObject(existing));
          }
          return existing.id;
        }
        const customer = tx.create(PayCustomer, {
          id: newId('cus'),
          userId: user.id,
          email: user.email,
          name: user.name,
          created: new Date(),
        });
        await events.record(tx, 'customer.created', customerObject(customer));
        return customer.id;
      });
    },

    async chargeAndSaveCard(input) {
      checkChargeInput(input);
      return inTransaction(orm, (tx) => createAndConfirm(tx, 'on_session', input, context));
    },

    async chargeOffSession(input) {
      checkChargeInput(input);
      return inTransaction(orm, (tx) => createAndConfirm(tx, 'off_session', input, context));
    },

    async refund(input) {
      return inTransaction(orm, (tx) => createRefund(tx, input, events));
    },

    async completeAuthentication(paymentIntentId, outcome) {
      return inTransaction(orm, async (tx) => {
        const intent = await tx.findOne(
          PayPaymentIntent,
          { id: paymentIntentId },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['paymentMethod'] },
        );
        if (!intent) throw new Error(`No such payment intent: ${paymentIntentId}`);
        // Answering twice changes nothing: the first answer decided.
        if (intent.status !== 'requires_action') return resultOf(intent, context);
        const told = applyOutcome(
          intent,
          outcome === 'succeeded'
            ? { kind: 'succeed' }
            : {
                kind: 'decline',
                code: 'payment_intent_authentication_failure',
                declineCode: null,
                message: 'The cardholder did not complete the authentication.',
              },
          context,
        );
        await events.recordAll(tx, told);
        await tx.flush();
        return resultOf(intent, context);
      });
    },

    async paymentIntentObject(paymentIntentId) {
      return inTransaction(orm, async (tx) => {
        const intent = await tx.findOne(PayPaymentIntent, { id: paymentIntentId });
        return intent ? paymentIntentObject(intent, context.nextActionUrlOf(intent.id)) : null;
      });
    },

    async retrievePaymentIntent(paymentIntentId) {
      return inTransaction(orm, async (tx) => {
        const intent = await tx.findOne(PayPaymentIntent, { id: paymentIntentId });
        return intent ? viewOf(intent, await refundedCentsOf(tx, intent.id), context) : null;
      });
    },

    async listPaymentIntents(since) {
      return inTransaction(orm, async (tx) => {
        const intents = await tx.find(PayPaymentIntent, { created: { $gte: since } }, { orderBy: { id: 'desc' } });
        const refunded = await query<{ id: string; total: string }>(
          tx,
          `select payment_intent_id as id, sum(amount_cents)::text as total from pay_refund
            where status in ('pending', 'succeeded') group by 1`,
        );
        const byIntent = new Map(refunded.map((row) => [row.id, Number(row.total)]));
        return intents.map((intent) => viewOf(intent, byIntent.get(intent.id) ?? 0, context));
      });
    },

    createConnectedAccount: (input) => inTransaction(orm, (tx) => createAccount(tx, input)),

    async createAccountLink(input) {
      await inTransaction(orm, (tx) => findAccount(tx, input.accountId));
      const query = new URLSearchParams({ return_url: input.returnUrl, refresh_url: input.refreshUrl });
      return { url: `${origin}/local-connect/${input.accountId}?${query}`, expiresAt: new Date(Date.now() + 300_000) };
    },

    retrieveAccount: (accountId) => inTransaction(orm, async (tx) => connectedAccountOf(await findAccount(tx, accountId))),
    transfer: (input) => inTransaction(orm, (tx) => createTransfer(tx, input, events)),
    payout: (input) => inTransaction(orm, (tx) => createPayout(tx, input, events)),
    completeOnboarding: (accountId, outcome) => inTransaction(orm, (tx) => completeOnboarding(tx, accountId, outcome, events)),
    failPayouts: (accountId, code) => inTransaction(orm, (tx) => setPayoutFailure(tx, accountId, code)),
    deliverOnly: (types) => events.deliverOnly(types),
  };
}

/** Narrows the app's provider to the local one, for tests and the pay-now page. */
export function isLocalPaymentProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return provider.kind === 'local';
}

function viewOf(intent: IPayPaymentIntent, refundedCents: number, context: ChargeContext): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    amountRefundedCents: refundedCents,
    customerId: intent.customer.id,
    clientSecret: null,
    nextActionUrl: intent.status === 'requires_action' ? context.nextActionUrlOf(intent.id) : null,
    metadata: { ...intent.metadata },
    created: intent.created,
  };
}
