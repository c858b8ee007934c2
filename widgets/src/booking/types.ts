import type { BalancePayment } from '@propre/sdk';

export type {
  AvailabilityOccurrence,
  Booking,
  BookingCreated,
  BookingCreateRequest,
  BookingFrequency,
  BookingPetType,
  BookingPrice,
  BookingQuote,
  BookingQuoteRequest,
  PriceLine,
  Property,
  PublicCleanerProfile,
  ServiceType,
} from '@propre/sdk';
export type BalancePaymentInfo = BalancePayment;

export type Locale = 'fr' | 'en';

/**
 * Signs the person in through a window on the marketplace's own site, instead of the forms (the
 * script-tag embed). Resolves `signed-in`, `closed` (the person closed the window: nothing to
 * say) or `blocked` (the browser refused to open it); rejects with the API's refusal.
 */
export type SignInWindow = () => Promise<'signed-in' | 'closed' | 'blocked'>;
