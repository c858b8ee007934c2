import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Also answered by invoices: `booking_not_found` (bookings area's catalogue, same visibility rule). */
export const invoiceErrors = {
  invoice_not_available: {
    status: 409,
    title: {
      fr: 'Facture non disponible avant le paiement final',
      en: 'Invoice not available until final payment',
    },
  },
  invoice_rate_limited: {
    status: 429,
    title: { fr: 'Trop de demandes de factures', en: 'Too many invoice requests' },
  },
} as const satisfies Record<string, ErrorDefinition>;
