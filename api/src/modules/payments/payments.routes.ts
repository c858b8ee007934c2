import type { MikroORM } from '@mikro-orm/postgresql';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { IdempotencyStore } from '../../plugins/idempotency/idempotency.ts';
import { idempotentInTransaction } from '../../plugins/idempotency/idempotent-in-transaction.ts';
import type { BalanceFlow } from './balance-flow.ts';
import type { ConnectService } from './connect.ts';
import type { PaymentsLedger } from './ledger.ts';
import type { PayoutsService } from './payouts.ts';
import type { ReconciliationReport } from './reconciliation.ts';
import type { WebhookReceiver } from './webhooks/receiver.ts';

export interface PaymentsRoutesDeps {
  orm: MikroORM;
  ledger: PaymentsLedger;
  webhooks: WebhookReceiver;
  connect: ConnectService;
  balances: BalanceFlow;
  idempotency: IdempotencyStore;
  payouts: PayoutsService;
  reconcile: (days: number) => Promise<ReconciliationReport>;
  /** What browsers need to take a card: the provider, and Stripe's publishable key with Stripe. */
  cardConfig: { provider: 'local' | 'stripe'; publishableKey?: string };
}

export function paymentsRoutes({
  orm,
  ledger,
  webhooks,
  connect,
  balances,
  idempotency,
  payouts,
  reconcile,
  cardConfig,
}: PaymentsRoutesDeps) {
  return defineHandlers({
    'payments.getPaymentConfig': async () => {
      return cardConfig;
    },
    'payments.getLedgerSummary': async () => {
      const summary = await ledger.summary(orm.em.fork());
      return summary;
    },
    'payments.receiveWebhook': async (request) => {
      const signature = request.headers['stripe-signature'];
      return webhooks.receive(request.rawBody, typeof signature === 'string' ? signature : undefined);
    },
    'payments.getConnectStatus': async (request) => {
      return connect.status(requireUser(request));
    },
    'payments.startConnectOnboarding': async (request) => {
      return connect.startOnboarding(requireUser(request));
    },
    'payments.getBalancePayment': async (request) => {
      const user = requireUser(request);
      return balances.view({ id: user.id, role: user.role ?? null }, request.params.bookingId);
    },
    'payments.payBalance': async (request, reply) => {
      const client = requireUser(request);
      // The answer is stored in the payment's transaction: stored after it, a process killed in
      // between left the key unanswered, and the retry answered `balance_not_due` for a paid balance.
      return idempotentInTransaction(
        idempotency,
        request,
        reply,
        'payments.payBalance',
        200,
        (keys) =>
          balances.payNow(
            client,
            request.params.bookingId,
            request.body.paymentMethodId,
            request.headers['idempotency-key'],
            keys.saveAnswer,
          ),
        () => balances.view({ id: client.id, role: client.role ?? null }, request.params.bookingId),
      );
    },
    'payments.listMyPayouts': async (request) => {
      const cleaner = requireUser(request);
      return {
        balances: await payouts.balances(cleaner.id),
        earnings: await payouts.earnings(cleaner.id),
        payouts: await payouts.history(cleaner.id),
      };
    },
    'payments.requestInstantPayout': async (request, reply) => {
      const cleaner = requireUser(request);
      return idempotentInTransaction(
        idempotency,
        request,
        reply,
        'payments.requestInstantPayout',
        201,
        (keys) => payouts.instant(cleaner.id, keys),
        (payoutId) => payouts.get(String(payoutId)),
      );
    },
    'payments.listPayouts': async (request) => {
      return { items: await payouts.list(request.query.status) };
    },
    'payments.retryPayout': async (request, reply) =>
      idempotentInTransaction(
        idempotency,
        request,
        reply,
        'payments.retryPayout',
        200,
        (keys) => payouts.retry(request.params.payoutId, keys),
        (payoutId) => payouts.get(String(payoutId)),
      ),
    'payments.runWeeklyPayouts': async (request) => {
      return payouts.runWeekly(new Date(), request.body?.through, request.body?.cleanerId);
    },
    'payments.previewWeeklyPayouts': async (request) => {
      return payouts.previewWeekly(new Date(), request.query.through, request.query.cleanerId);
    },
    'payments.reconcile': async (request) => {
      return reconcile(request.query.days ?? 7);
    },
  });
}
