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
} as const satisfies Record<string, ErrorDefinition>;
