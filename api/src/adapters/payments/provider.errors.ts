import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** What a payment provider refuses, whichever it is (local or Stripe). */
export const providerErrors = {
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
} as const satisfies Record<string, ErrorDefinition>;
