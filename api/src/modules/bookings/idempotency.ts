// Idempotency-Key is shared by every operation that moves money (plugins/idempotency).
export {
  abandonedClaimMs,
  createIdempotencyStore,
  type IdempotencyStore,
  type IdempotentResult,
  idempotencyKeyLifetimeMs,
  requestHash,
  type SaveAnswer,
  type SaveReference,
} from '../../plugins/idempotency/idempotency.ts';
