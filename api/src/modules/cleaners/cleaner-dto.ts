import type { components } from '@propre/openapi/types';
import type { IUser } from '../accounts/accounts.entities.ts';
import { toUserDto } from '../accounts/index.ts';
import type { ICleanerProfile } from './cleaners.entities.ts';

type Schemas = components['schemas'];
export type PublicCleanerDto = Schemas['PublicCleanerProfile'];
export type CleanerProfileDto = Schemas['CleanerProfile'];

/** Ratings, completion and response time come from reviews and bookings, which later areas add. */
export interface CleanerStats {
  rating: number | null;
  reviewCount: number;
  completionRate: number | null;
  responseTimeMinutes: number | null;
}

export const noStats: CleanerStats = { rating: null, reviewCount: 0, completionRate: null, responseTimeMinutes: null };

export function experienceLevel(years: number | null | undefined): PublicCleanerDto['experienceLevel'] {
  if (years === null || years === undefined) return null;
  if (years < 2) return 'beginner';
  return years <= 5 ? 'intermediate' : 'expert';
}

export function toPublicCleaner(
  user: IUser,
  profile: ICleanerProfile,
  stats: CleanerStats = noStats,
  gallery?: PublicCleanerDto['gallery'],
): PublicCleanerDto {
  return {
    id: user.id,
    slug: profile.slug,
    name: user.fullName,
    profilePic: toUserDto(user).profilePic,
    bio: profile.bio ?? null,
    rates: {
      paymentMethod: profile.paymentMethod,
      hourlyRate: profile.hourlyRateCents ?? null,
      fixedRates: profile.fixedRates,
    },
    yearsOfExperience: profile.yearsOfExperience ?? null,
    experienceLevel: experienceLevel(profile.yearsOfExperience),
    skills: profile.skills,
    languages: profile.languages,
    education: profile.education ?? null,
    certificates: profile.certificates,
    serviceTypes: profile.serviceTypes as PublicCleanerDto['serviceTypes'],
    serviceCities: profile.serviceCities,
    petTolerance: profile.petTolerance as PublicCleanerDto['petTolerance'],
    coverageKm: profile.coverageKm,
    equipment: profile.equipment,
    ecoCertified: profile.ecoCertified,
    taxRegistered: Boolean(profile.gstNumber && profile.qstNumber),
    stats,
    memberSince: user.createdAt.toISOString(),
    ...(gallery ? { gallery } : {}),
  };
}

export function toOwnCleaner(
  user: IUser,
  profile: ICleanerProfile,
  gallery: PublicCleanerDto['gallery'],
  stats: CleanerStats = noStats,
): CleanerProfileDto {
  return {
    public: toPublicCleaner(user, profile, stats, gallery),
    private: {
      gstNumber: profile.gstNumber ?? null,
      qstNumber: profile.qstNumber ?? null,
      insuranceExpiresOn: profile.insuranceExpiresOn ?? null,
      address: (profile.address ?? null) as CleanerProfileDto['private']['address'],
    },
  };
}
