import type { components } from '@propre/sdk';

type Schemas = components['schemas'];
export type BookingQuote = Schemas['BookingQuote'];
export type BookingPrice = Schemas['BookingPrice'];
export type PriceLine = Schemas['PriceLine'];
export type BookingQuoteRequest = Schemas['BookingQuoteRequest'];
export type BookingCreateRequest = Schemas['BookingCreateRequest'];
export type BookingCreated = Schemas['BookingCreated'];
export type Booking = Schemas['Booking'];
export type BookingFrequency = Schemas['BookingFrequency'];
export type BookingPetType = Schemas['BookingPetType'];
export type ServiceType = Schemas['ServiceType'];
export type AvailabilityOccurrence = Schemas['AvailabilityOccurrence'];
export type PublicCleanerProfile = Schemas['PublicCleanerProfile'];
export type Property = Schemas['Property'];
export type BalancePaymentInfo = Schemas['BalancePayment'];

export type Locale = 'fr' | 'en';
