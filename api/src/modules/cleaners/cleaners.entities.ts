import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const serviceTypes = [
  'basic',
  'deep',
  'move_in_out',
  'office',
  'airbnb',
  'commercial',
  'bungalo',
  'apartement',
  'condo',
] as const;
export const propertyTypes = ['house', 'apartment', 'condo', 'office', 'bungalo', 'airbnb', 'commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export type FixedRates = Partial<Record<PropertyType, number | null>>;

export interface StoredAddress {
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
  country: 'CA';
}

/** A cleaner's profile, one per cleaner account (same id as the user). */
export const CleanerProfile = defineEntity({
  name: 'CleanerProfile',
  tableName: 'cleaner_profile',
  properties: {
    userId: p.string().primary(),
    slug: p.string().unique(),
    bio: p.text().nullable(),
    hourlyRateCents: p.integer().nullable(),
    fixedRates: p.json<FixedRates>(),
    paymentMethod: p.enum(['hourly', 'fixed'] as const),
    yearsOfExperience: p.integer().nullable(),
    skills: p.array<string>(),
    languages: p.array<string>(),
    education: p.text().nullable(),
    certificates: p.array<string>(),
    serviceTypes: p.array<string>(),
    serviceCities: p.array<string>(),
    petTolerance: p.array<string>(),
    coverageKm: p.integer(),
    equipment: p.array<string>(),
    gstNumber: p.string().nullable(),
    qstNumber: p.string().nullable(),
    insuranceExpiresOn: p.string().nullable(),
    address: p.json<StoredAddress>().nullable(),
    ecoCertified: p.boolean(),
    homeLatitude: p.double().nullable(),
    homeLongitude: p.double().nullable(),
    /** Quick-start done: the cleaner appears in search and on /cleaners/{slug}. */
    listed: p.boolean(),
    /** What the cleaner charges at least now (hourly rate, or lowest fixed price); for sorting by price. */
    priceFromCents: p.integer().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ICleanerProfile = InferEntity<typeof CleanerProfile>;
