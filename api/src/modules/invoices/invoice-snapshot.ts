import type { BookingPrice } from '../bookings/index.ts';

/** Who runs the marketplace: named on every invoice as the operator issuing it for the supplier. */
export const platformIdentity = { name: 'Propre', website: 'propre.ca' } as const;

/**
 * What an invoice says, fixed at its first issue and stored with it (language-free: the words
 * are chosen when it is rendered). Later changes to the cleaner's profile, the property or the
 * names do not rewrite an invoice already issued.
 */
export interface InvoiceSnapshot {
  platform: { name: string; website: string };
  /** The cleaner, who supplies the service; registration numbers only when registered for both taxes. */
  supplier: { name: string; gstNumber: string | null; qstNumber: string | null };
  client: { name: string };
  property: { streetAddress: string; city: string; province: string; postalCode: string };
  service: {
    /** Local date and start time in Quebec, as booked. */
    date: string;
    startTime: string;
    durationMinutes: number;
    serviceType: string;
    propertyType: string;
  };
  /** The booking's stored price, every line as it was charged. */
  price: BookingPrice;
}

/** What the client has paid and been given back, read from the booking at each download. */
export interface InvoicePayments {
  depositPaid: number;
  balancePaid: number;
  refunded: number;
}
