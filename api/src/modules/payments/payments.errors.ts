import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/**
 * Refusals of the payment provider and the ledger that a caller can cause. Declines are not
 * errors: they are `failed` payment results the booking lifecycle turns into its own answer.
 */
export const paymentErrors = {
  idempotency_key_reused: {
    status: 422,
    title: {
      fr: 'Cette clé d’idempotence a servi à une autre requête',
      en: 'This idempotency key was used for another request',
    },
  },
  payment_not_refundable: {
    status: 409,
    title: { fr: 'Paiement non encaissé, rien à rembourser', en: 'Payment not captured, nothing to refund' },
  },
  charge_already_refunded: {
    status: 409,
    title: { fr: 'Paiement déjà remboursé en entier', en: 'Payment already refunded in full' },
  },
  refund_amount_too_large: {
    status: 422,
    title: {
      fr: 'Remboursement supérieur au montant encore remboursable',
      en: 'Refund larger than the amount left to refund',
    },
  },
  payment_provider_unavailable: {
    status: 503,
    title: { fr: 'Service de paiement indisponible', en: 'Payment service unavailable' },
  },
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
