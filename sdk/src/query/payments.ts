// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/admin/ledger/summary`: Ledger totals and balance check. */
export function getLedgerSummary(client: PropreClient) {
  return queryFor(client, '/api/admin/ledger/summary');
}

/** `POST /api/payments/webhook`: Payment provider events (Stripe webhooks). */
export function receiveWebhook(client: PropreClient) {
  return mutationFor(client, 'post', '/api/payments/webhook', 'payments.receiveWebhook');
}

/** `GET /api/cleaners/me/payouts/connect`: My payout account status. */
export function getConnectStatus(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/payouts/connect');
}

/** `POST /api/cleaners/me/payouts/connect`: Start (or resume) payout onboarding. */
export function startConnectOnboarding(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/payouts/connect', 'payments.startConnectOnboarding');
}

/** `GET /api/bookings/{bookingId}/balance-payment`: The balance to pay now. */
export function getBalancePayment(client: PropreClient, bookingId: PathParam<'payments.getBalancePayment', 'bookingId'>) {
  return queryFor(client, '/api/bookings/{bookingId}/balance-payment', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/balance-payment`: Pay the balance now. */
export function payBalance(client: PropreClient, bookingId: PathParam<'payments.payBalance', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/balance-payment', 'payments.payBalance', { path: { bookingId } });
}

/** `GET /api/cleaners/me/payouts`: My balances and payout history. */
export function listMyPayouts(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/payouts');
}

/** `POST /api/cleaners/me/payouts/instant`: Instant payout (5 $ fee). */
export function requestInstantPayout(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/payouts/instant', 'payments.requestInstantPayout');
}

/** `GET /api/admin/payouts`: Payouts (admin). */
export function listPayouts(client: PropreClient, query?: Query<'payments.listPayouts'>) {
  return queryFor(client, '/api/admin/payouts', { query });
}

/** `POST /api/admin/payouts/{payoutId}/retry`: Retry a failed payout (admin). */
export function retryPayout(client: PropreClient, payoutId: PathParam<'payments.retryPayout', 'payoutId'>) {
  return mutationFor(client, 'post', '/api/admin/payouts/{payoutId}/retry', 'payments.retryPayout', { path: { payoutId } });
}

/** `POST /api/admin/payments/reconciliation`: Reconcile the ledger with the provider (admin). */
export function reconcile(client: PropreClient, query?: Query<'payments.reconcile'>) {
  return mutationFor(client, 'post', '/api/admin/payments/reconciliation', 'payments.reconcile', { query });
}
