import { providerErrors } from '../../adapters/payments/provider.errors.ts';
import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';
import { idempotencyErrors } from '../../plugins/idempotency/idempotency.ts';

/**
 * Refusals of the payment provider and the ledger that a caller can cause. Declines are not
 * errors: they are `failed` payment results the booking lifecycle turns into its own answer.
 */
export const paymentErrors = {
  // Also raised by the ledger for a key reused with other lines; one definition, the idempotency plugin's.
  idempotency_key_reused: idempotencyErrors.idempotency_key_reused,
  ...providerErrors,
  webhook_signature_invalid: {
    status: 400,
    title: { fr: 'Signature de webhook invalide ou périmée', en: 'Invalid or stale webhook signature' },
  },
  connect_account_not_active: {
    status: 409,
    title: {
      fr: 'Compte de versement non actif : terminez l’inscription auprès du service de paiement',
      en: 'Payout account not active: finish onboarding with the payment service',
    },
  },
  insufficient_balance: {
    status: 409,
    title: { fr: 'Solde insuffisant', en: 'Insufficient balance' },
  },
  payout_not_found: {
    status: 404,
    title: { fr: 'Versement introuvable', en: 'Payout not found' },
  },
  payout_not_retryable: {
    status: 409,
    title: { fr: 'Seul un versement échoué peut être relancé', en: 'Only a failed payout can be retried' },
  },
  balance_not_due: {
    status: 409,
    title: { fr: 'Aucun solde à payer pour cette réservation', en: 'No balance to pay for this booking' },
  },
} as const satisfies Record<string, ErrorDefinition>;
