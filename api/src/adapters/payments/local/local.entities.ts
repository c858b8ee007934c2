import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

// The local provider's objects, named and shaped after Stripe's so that the code reading them
// (and the events it writes) behaves as it will against Stripe.

export const intentStatuses = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'] as const;
export type IntentStatus = (typeof intentStatuses)[number];
export const refundStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundReasons = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;

/** One per user, created on first payment. */
export const PayCustomer = defineEntity({
  name: 'PayCustomer',
  tableName: 'pay_customer',
  properties: {
    id: p.string().primary(),
    userId: p.string().unique(),
    email: p.string(),
    name: p.string(),
    created: p.datetime(),
  },
});
export type IPayCustomer = InferEntity<typeof PayCustomer>;

/** A card. Saved (attached to a customer) when a charge set it up for later use. */
export const PayPaymentMethod = defineEntity({
  name: 'PayPaymentMethod',
  tableName: 'pay_payment_method',
  properties: {
    id: p.string().primary(),
    customer: p.manyToOne(PayCustomer).ref().nullable(),
    type: p.string(),
    brand: p.string(),
    last4: p.string(),
    expMonth: p.integer(),
    expYear: p.integer(),
    /** The test token the card was made from (`pm_card_visa`…): decides how later charges go. */
    testCard: p.string(),
    created: p.datetime(),
  },
});
export type IPayPaymentMethod = InferEntity<typeof PayPaymentMethod>;

export const PayPaymentIntent = defineEntity({
  name: 'PayPaymentIntent',
  tableName: 'pay_payment_intent',
  properties: {
    id: p.string().primary(),
    customer: p.manyToOne(PayCustomer).ref(),
    amountCents: p.integer(),
    currency: p.string(),
    status: p.enum(intentStatuses),
    paymentMethod: p.manyToOne(PayPaymentMethod).ref(),
    setupFutureUsage: p.string().nullable(),
    offSession: p.boolean(),
    idempotencyKey: p.string().unique(),
    /** What the first request asked for; a retry with the same key must ask for the same. */
    requestFingerprint: p.string(),
    description: p.text(),
    lastPaymentErrorCode: p.string().nullable(),
    lastPaymentErrorDeclineCode: p.string().nullable(),
    lastPaymentErrorMessage: p.string().nullable(),
    latestCharge: p.string().nullable(),
    metadata: p.json<Record<string, string>>(),
    created: p.datetime(),
  },
});
export type IPayPaymentIntent = InferEntity<typeof PayPaymentIntent>;

export const PayRefund = defineEntity({
  name: 'PayRefund',
  tableName: 'pay_refund',
  properties: {
    id: p.string().primary(),
    paymentIntent: p.manyToOne(PayPaymentIntent).ref(),
    amountCents: p.integer(),
    currency: p.string(),
    status: p.enum(refundStatuses),
    reason: p.enum(refundReasons),
    failureReason: p.string().nullable(),
    idempotencyKey: p.string().unique(),
    requestFingerprint: p.string(),
    created: p.datetime(),
  },
});
export type IPayRefund = InferEntity<typeof PayRefund>;

/**
 * What a webhook would carry: `data` is `{ object }`, the object as it was after the change.
 * The table's `sequence` column (not mapped: the database fills it) orders the events.
 */
export const PayEvent = defineEntity({
  name: 'PayEvent',
  tableName: 'pay_event',
  properties: {
    id: p.string().primary(),
    type: p.string(),
    objectId: p.string(),
    /** The connected account an event is about (Connect events), as Stripe's `account`. */
    account: p.string().nullable(),
    data: p.json<{ object: Record<string, unknown> }>(),
    created: p.datetime(),
    processedAt: p.datetime().nullable(),
  },
});
export type IPayEvent = InferEntity<typeof PayEvent>;

/** A connected account (Stripe Connect Express) of a cleaner. */
export const PayAccount = defineEntity({
  name: 'PayAccount',
  tableName: 'pay_account',
  properties: {
    id: p.string().primary(),
    email: p.string(),
    userId: p.string(),
    detailsSubmitted: p.boolean(),
    chargesEnabled: p.boolean(),
    payoutsEnabled: p.boolean(),
    currentlyDue: p.json<string[]>(),
    pastDue: p.json<string[]>(),
    eventuallyDue: p.json<string[]>(),
    pendingVerification: p.json<string[]>(),
    disabledReason: p.string().nullable(),
    /** Local test hook: payouts to this account fail with this code (Stripe's `account_closed`…). */
    payoutFailure: p.string().nullable(),
    idempotencyKey: p.string().unique(),
    created: p.datetime(),
  },
});
export type IPayAccount = InferEntity<typeof PayAccount>;

export const PayTransfer = defineEntity({
  name: 'PayTransfer',
  tableName: 'pay_transfer',
  properties: {
    id: p.string().primary(),
    account: p.manyToOne(PayAccount).ref(),
    amountCents: p.integer(),
    currency: p.string(),
    description: p.text(),
    metadata: p.json<Record<string, string>>(),
    idempotencyKey: p.string().unique(),
    requestFingerprint: p.string(),
    created: p.datetime(),
  },
});
export type IPayTransfer = InferEntity<typeof PayTransfer>;

export const payoutStatuses = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

export const PayPayout = defineEntity({
  name: 'PayPayout',
  tableName: 'pay_payout',
  properties: {
    id: p.string().primary(),
    account: p.manyToOne(PayAccount).ref(),
    amountCents: p.integer(),
    currency: p.string(),
    method: p.enum(['standard', 'instant'] as const),
    status: p.enum(payoutStatuses),
    failureCode: p.string().nullable(),
    arrivalDate: p.datetime(),
    metadata: p.json<Record<string, string>>(),
    idempotencyKey: p.string().unique(),
    requestFingerprint: p.string(),
    created: p.datetime(),
  },
});
export type IPayPayout = InferEntity<typeof PayPayout>;
