import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local/local-provider.ts';
import { createIdempotencyStore } from '../../plugins/idempotency/idempotency.ts';
import type { BookingBalance, BookingEvents } from '../bookings/index.ts';
import { createBalanceFlow, startBalanceWorkers } from './balance-flow.ts';
import { createConnectService } from './connect.ts';
import { createLedger } from './ledger.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPayoutsService, startPayoutSchedule } from './payouts.ts';
import { reconcile, startReconciliationJob } from './reconciliation.ts';
import { paymentEventHandlers } from './webhooks/handlers.ts';
import { createLocalEventRelay, type LocalEventRelay } from './webhooks/local-relay.ts';
import { createWebhookReceiver } from './webhooks/receiver.ts';

export { assertLedgerBalanced } from './ledger.ts';
export type { Ledger, LedgerTransactionInput } from './ledger-types.ts';
/** Read by the public pricing terms (growth). */
export { instantPayoutFeeCents } from './payouts.ts';

export interface PaymentsAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Partners told when a balance is paid. */
  events: BookingEvents;
  /** What a balance's payment does to its booking (the bookings area's). */
  bookingBalance: BookingBalance;
  publicUrl: string;
  stripe: {
    secretKey: string | undefined;
    /** Told to the browser (`payments.getPaymentConfig`) for Stripe's card entry. */
    publishableKey: string | undefined;
    apiUrl: string | undefined;
    webhookSecret: string | undefined;
  };
}

/**
 * Payments: the provider (local unless a Stripe key is set), the double-entry ledger, cleaners'
 * payout accounts and payouts, balances owed, the webhook endpoint, and their jobs. With the local
 * provider, `localEvents` delivers its events to the webhook endpoint once started.
 */
export async function paymentsArea({ orm, boss, mailer, log, events, bookingBalance, publicUrl, stripe }: PaymentsAreaDeps) {
  const provider = await createPaymentProvider({
    stripeSecretKey: stripe.secretKey,
    stripeApiUrl: stripe.apiUrl,
    orm,
    publicUrl,
  });
  const ledger = createLedger();
  const connect = createConnectService({ orm, provider, publicUrl });
  const balances = createBalanceFlow({ orm, boss, provider, ledger, mailer, publicUrl, events, bookingBalance });
  await startBalanceWorkers(boss, balances);
  const payouts = createPayoutsService({ orm, provider, ledger, connect, boss, log });
  // The local provider signs its own deliveries; a secret per process is enough, since it
  // delivers to the process that wrote them.
  const webhookSecret = stripe.webhookSecret ?? `whsec_local_${randomBytes(24).toString('hex')}`;
  const webhookHandlers = paymentEventHandlers({ connect, balances, ledger, bookingBalance }, payouts.handlers());
  const webhooks = createWebhookReceiver({ orm, secret: webhookSecret, handlers: webhookHandlers });
  await startPayoutSchedule(boss, payouts);
  await startReconciliationJob(boss, () => reconcile({ orm, provider, ledger }, 2), log);
  let localEvents: LocalEventRelay | null = null;
  if (isLocalPaymentProvider(provider)) {
    // The types the handlers act on: the provider writes the others processed, the relay delivers these.
    const types = Object.keys(webhookHandlers);
    provider.deliverOnly(types);
    localEvents = createLocalEventRelay({ orm, secret: webhookSecret, types, log, receiver: webhooks });
  }
  const payments = { provider, ledger, connect, balances, webhooks, localEvents, payouts };
  return {
    payments,
    handlers: paymentsRoutes({
      orm,
      ...payments,
      idempotency: createIdempotencyStore(orm),
      reconcile: (days) => reconcile({ orm, provider, ledger }, days),
      cardConfig: stripe.secretKey
        ? { provider: 'stripe', ...(stripe.publishableKey ? { publishableKey: stripe.publishableKey } : {}) }
        : { provider: 'local' },
    }),
  };
}
