// Generated from @propre/openapi/openapi.json by sdk/scripts/idempotent-operations.ts. Do not edit.
// Operations whose contract declares an Idempotency-Key header: the client generates a key for them.
export const idempotentOperations: readonly string[] = [
  'POST /api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver',
  'POST /api/admin/payouts/{payoutId}/retry',
  'POST /api/bookings',
  'POST /api/bookings/{bookingId}/balance-payment',
  'POST /api/cleaners/me/payouts/instant',
];
