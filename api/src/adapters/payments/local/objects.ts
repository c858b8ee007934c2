import type { EntityManager } from '@mikro-orm/postgresql';
import { query, type Statement } from '../../../db/sql.ts';
import { newId } from '../../../lib/ids.ts';
import type {
  IPayAccount,
  IPayCustomer,
  IPayPaymentIntent,
  IPayPaymentMethod,
  IPayPayout,
  IPayRefund,
  IPayTransfer,
} from './local.entities.ts';

// The local objects as Stripe's API (and so its webhooks) shows them: snake_case, amounts in
// cents, `created` in Unix seconds, livemode false.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function customerObject(customer: IPayCustomer) {
  return {
    id: customer.id,
    object: 'customer',
    email: customer.email,
    name: customer.name,
    metadata: { user_id: customer.userId },
    created: unix(customer.created),
    livemode: false,
  };
}

export function paymentMethodObject(method: IPayPaymentMethod) {
  return {
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer?.id ?? null,
    card: { brand: method.brand, last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear, country: 'CA' },
    created: unix(method.created),
    livemode: false,
  };
}

export function paymentIntentObject(intent: IPayPaymentIntent, nextActionUrl: string | null) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amountCents,
    amount_received: intent.status === 'succeeded' ? intent.amountCents : 0,
    currency: intent.currency,
    customer: intent.customer.id,
    description: intent.description,
    status: intent.status,
    payment_method: intent.paymentMethod.id,
    setup_future_usage: intent.setupFutureUsage,
    latest_charge: intent.latestCharge,
    last_payment_error: intent.lastPaymentErrorCode
      ? {
          type: 'card_error',
          code: intent.lastPaymentErrorCode,
          decline_code: intent.lastPaymentErrorDeclineCode,
          message: intent.lastPaymentErrorMessage,
        }
      : null,
    next_action:
      intent.status === 'requires_action' && nextActionUrl
        ? { type: 'redirect_to_url', redirect_to_url: { url: nextActionUrl, return_url: null } }
        : null,
    metadata: intent.metadata,
    created: unix(intent.created),
    livemode: false,
  };
}

/** The charge of a succeeded payment, as charge.* events carry it. */
export function chargeObject(intent: IPayPaymentIntent, amountRefundedCents: number) {
  return {
    id: intent.latestCharge,
    object: 'charge',
    amount: intent.amountCents,
    amount_captured: intent.amountCents,
    amount_refunded: amountRefundedCents,
    refunded: amountRefundedCents === intent.amountCents,
    captured: true,
    currency: intent.currency,
    customer: intent.customer.id,
    payment_intent: intent.id,
    payment_method: intent.paymentMethod.id,
    status: 'succeeded',
    metadata: intent.metadata,
    created: unix(intent.created),
    livemode: false,
  };
}

export function refundObject(refund: IPayRefund, intent: IPayPaymentIntent) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amountCents,
    currency: refund.currency,
    payment_intent: intent.id,
    charge: intent.latestCharge,
    status: refund.status,
    reason: refund.reason,
    failure_reason: refund.failureReason,
    created: unix(refund.created),
  };
}

/** One event a Stripe webhook would carry: its type and the object as it is now. */
export interface EventInput {
  type: string;
  object: { id?: string | null } & Record<string, unknown>;
  account?: string | null;
}

/** Where the local provider writes the events a Stripe webhook would carry. */
export interface EventLog {
  /**
   * Records one event in the caller's transaction, so an event exists exactly when its change
   * was committed. The object is read now, as it is.
   */
  record(
    tx: EntityManager,
    type: string,
    object: { id?: string | null } & Record<string, unknown>,
    account?: string | null,
  ): Promise<void>;
  /** Records several events in one statement (a charge's), in the order given. */
  recordAll(tx: EntityManager, events: readonly EventInput[]): Promise<void>;
  /**
   * The insert `recordAll` runs, its parameters numbered from `firstParameter`, for a caller that
   * writes the events in the same statement as the rows they are about (a charge's CTE).
   */
  insertOf(events: readonly EventInput[], firstParameter?: number): Statement;
  /**
   * The event types the endpoint subscribes to (Stripe's `enabled_events`): the others are
   * written as already processed, as nothing will deliver them. Until this is called, every
   * event waits for the relay, which marks the ones it does not deliver.
   */
  deliverOnly(types: readonly string[]): void;
}

/**
 * Events written as processed when no one delivers them: the relay marked them in an update of
 * its own, a new version of each row with its index entries (on the booking benchmark, four of
 * a booking's five events and a third of a millisecond of the database's time per booking).
 *
 * An event is a row nothing reads back in its transaction: a plain named insert, or part of
 * the statement that writes what it tells (a charge's CTE). As ORM entities, a deposit's five events (their
 * snapshots, change sets and the insert built from them) cost the API more than the rest of
 * the charge's rows together.
 */
export function createEventLog(): EventLog {
  let delivered: ReadonlySet<string> | null = null;
  const insertOf = (events: readonly EventInput[], firstParameter = 1): Statement => {
    const created = new Date();
    const values: unknown[] = [];
    const rows = events.map(({ type, object, account = null }) => {
      if (!object.id) throw new Error(`An event of type ${type} needs an object with an id`);
      values.push(
        newId('evt'),
        type,
        object.id,
        account,
        { object },
        created,
        delivered && !delivered.has(type) ? created : null,
      );
      const at = firstParameter + values.length - 8;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    return {
      text: `insert into pay_event (id, type, object_id, account, data, created, processed_at) values ${rows.join(', ')}`,
      values,
    };
  };
  const recordAll = async (tx: EntityManager, events: readonly EventInput[]) => {
    if (events.length === 0) return;
    const { text, values } = insertOf(events);
    await query(tx, text, values);
  };
  return {
    record: (tx, type, object, account = null) => recordAll(tx, [{ type, object, account }]),
    recordAll,
    insertOf,
    deliverOnly(types) {
      delivered = new Set(types);
    },
  };
}

export function accountObject(account: IPayAccount) {
  return {
    id: account.id,
    object: 'account',
    type: 'express',
    country: 'CA',
    email: account.email,
    details_submitted: account.detailsSubmitted,
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    requirements: {
      currently_due: account.currentlyDue,
      past_due: account.pastDue,
      eventually_due: account.eventuallyDue,
      pending_verification: account.pendingVerification,
      disabled_reason: account.disabledReason,
    },
    metadata: { userId: account.userId },
    created: unix(account.created),
  };
}

export function transferObject(transfer: IPayTransfer) {
  return {
    id: transfer.id,
    object: 'transfer',
    amount: transfer.amountCents,
    amount_reversed: 0,
    currency: transfer.currency,
    destination: transfer.account.id,
    description: transfer.description,
    metadata: transfer.metadata,
    reversed: false,
    created: unix(transfer.created),
    livemode: false,
  };
}

export function payoutObject(payout: IPayPayout) {
  return {
    id: payout.id,
    object: 'payout',
    amount: payout.amountCents,
    currency: payout.currency,
    method: payout.method,
    status: payout.status,
    failure_code: payout.failureCode,
    failure_message: payout.failureCode ? `The payout failed (${payout.failureCode}).` : null,
    arrival_date: unix(payout.arrivalDate),
    metadata: payout.metadata,
    created: unix(payout.created),
    livemode: false,
  };
}
