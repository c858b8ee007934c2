import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const connectStatuses = ['pendingRequirements', 'pending', 'active', 'inactive', 'incomplete', 'restricted'] as const;
export type ConnectStatus = (typeof connectStatuses)[number];

/** A cleaner's connected account (Stripe Connect), its status kept current from account.updated. */
export const PaymentAccount = defineEntity({
  name: 'PaymentAccount',
  tableName: 'payment_account',
  properties: {
    userId: p.string().primary(),
    accountId: p.string().unique(),
    connectStatus: p.enum(connectStatuses),
    chargesEnabled: p.boolean(),
    payoutsEnabled: p.boolean(),
    detailsSubmitted: p.boolean(),
    requirements: p.json<{ currentlyDue: string[]; pastDue: string[]; disabledReason: string | null }>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IPaymentAccount = InferEntity<typeof PaymentAccount>;

/** A provider event received by the webhook: its id is the key that makes a replay a no-op. */
export const PaymentWebhookEvent = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_event',
  properties: {
    id: p.string().primary(),
    type: p.string(),
    objectId: p.string().nullable(),
    account: p.string().nullable(),
    receivedAt: p.datetime(),
    /** What processing did ('applied', 'ignored', or why nothing changed). */
    outcome: p.string(),
  },
});

export const PaymentDispute = defineEntity({
  name: 'PaymentDispute',
  tableName: 'payment_dispute',
  properties: {
    id: p.string().primary(),
    paymentIntentId: p.string().nullable(),
    bookingId: p.string().nullable(),
    amountCents: p.integer(),
    reason: p.string().nullable(),
    status: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const payoutStatuses = ['pending', 'paid', 'failed'] as const;

/** Money paid out to a cleaner (weekly or instant); the ledger holds the amounts. */
export const Payout = defineEntity({
  name: 'Payout',
  tableName: 'payout',
  properties: {
    id: p.string().primary(),
    cleanerId: p.string(),
    accountId: p.string(),
    method: p.enum(['weekly', 'instant'] as const),
    period: p.string().nullable(),
    amountCents: p.integer(),
    feeCents: p.integer(),
    status: p.enum(payoutStatuses),
    transferId: p.string().nullable(),
    providerPayoutId: p.string().nullable(),
    failureCode: p.string().nullable(),
    attempts: p.integer(),
    /** The attempt whose keys the provider's calls use (see payouts.ts, retry). */
    providerAttempt: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type IPayout = InferEntity<typeof Payout>;
