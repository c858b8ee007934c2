// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  paymentsPayBalance,
  paymentsReceiveWebhook,
  paymentsReconcile,
  paymentsRequestInstantPayout,
  paymentsRetryPayout,
  paymentsRunWeeklyPayouts,
  paymentsStartConnectOnboarding,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/admin/ledger/summary`: Ledger totals and balance check. */
export function getLedgerSummary(client: PropreClient): QueryOptions<'/api/admin/ledger/summary'> {
  return queryFor(client, '/api/admin/ledger/summary');
}

/** `POST /api/payments/webhook`: Payment provider events (Stripe webhooks). */
export function receiveWebhook(client: PropreClient): MutationOptions<'post', '/api/payments/webhook'> {
  return mutationFor(client, 'post', '/api/payments/webhook', paymentsReceiveWebhook);
}

/** `GET /api/payments/config`: How cards are taken. */
export function getPaymentConfig(client: PropreClient): QueryOptions<'/api/payments/config'> {
  return queryFor(client, '/api/payments/config');
}

/** `GET /api/cleaners/me/payouts/connect`: My payout account status. */
export function getConnectStatus(client: PropreClient): QueryOptions<'/api/cleaners/me/payouts/connect'> {
  return queryFor(client, '/api/cleaners/me/payouts/connect');
}

/** `POST /api/cleaners/me/payouts/connect`: Start (or resume) payout onboarding. */
export function startConnectOnboarding(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/payouts/connect'> {
  return mutationFor(client, 'post', '/api/cleaners/me/payouts/connect', paymentsStartConnectOnboarding);
}

/** `GET /api/bookings/{bookingId}/balance-payment`: The balance to pay now. */
export function getBalancePayment(
  client: PropreClient,
  bookingId: PathParam<'payments.getBalancePayment', 'bookingId'>,
): QueryOptions<'/api/bookings/{bookingId}/balance-payment'> {
  return queryFor(client, '/api/bookings/{bookingId}/balance-payment', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/balance-payment`: Pay the balance now. */
export function payBalance(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/balance-payment'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/balance-payment', paymentsPayBalance);
}

/** `GET /api/cleaners/me/payouts`: My balances, earnings per job and payout history. */
export function listMyPayouts(client: PropreClient): QueryOptions<'/api/cleaners/me/payouts'> {
  return queryFor(client, '/api/cleaners/me/payouts');
}

/** `POST /api/cleaners/me/payouts/instant`: Instant payout (5 $ fee). */
export function requestInstantPayout(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/payouts/instant'> {
  return mutationFor(client, 'post', '/api/cleaners/me/payouts/instant', paymentsRequestInstantPayout);
}

/** `GET /api/admin/payouts`: Payouts (admin). */
export function listPayouts(client: PropreClient, query?: Query<'payments.listPayouts'>): QueryOptions<'/api/admin/payouts'> {
  return queryFor(client, '/api/admin/payouts', { query });
}

/** `POST /api/admin/payouts/{payoutId}/retry`: Retry a failed payout (admin). */
export function retryPayout(client: PropreClient): MutationOptions<'post', '/api/admin/payouts/{payoutId}/retry'> {
  return mutationFor(client, 'post', '/api/admin/payouts/{payoutId}/retry', paymentsRetryPayout);
}

/** `POST /api/admin/payouts/weekly-run`: Run the weekly payouts now (admin). */
export function runWeeklyPayouts(client: PropreClient): MutationOptions<'post', '/api/admin/payouts/weekly-run'> {
  return mutationFor(client, 'post', '/api/admin/payouts/weekly-run', paymentsRunWeeklyPayouts);
}

/** `GET /api/admin/payouts/weekly-run/preview`: Preview the weekly payouts (admin). */
export function previewWeeklyPayouts(
  client: PropreClient,
  query?: Query<'payments.previewWeeklyPayouts'>,
): QueryOptions<'/api/admin/payouts/weekly-run/preview'> {
  return queryFor(client, '/api/admin/payouts/weekly-run/preview', { query });
}

/** `POST /api/admin/payments/reconciliation`: Reconcile the ledger with the provider (admin). */
export function reconcile(client: PropreClient): MutationOptions<'post', '/api/admin/payments/reconciliation'> {
  return mutationFor(client, 'post', '/api/admin/payments/reconciliation', paymentsReconcile);
}
