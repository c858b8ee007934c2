import type { operations } from '@propre/openapi/types';

export type SearchParams = NonNullable<operations['search.findCleaners']['parameters']['query']>;
export type SortKey = 'recommended' | 'rating' | 'price' | 'distance';

/** The searched place, once the city name is resolved. */
export interface Place {
  latitude: number;
  longitude: number;
  /** The municipality's name as cleaners store it, when searching by city. */
  cityName: string | null;
  radiusKm: number;
}

export interface Filters {
  place: Place | null;
  /** Names of the municipalities of a region: cleaners serving any of them. */
  regionCities?: string[];
  serviceType?: string;
  minRating?: number;
  experienceLevel?: 'beginner' | 'intermediate' | 'expert';
  /** Local dates at least one of which the cleaner must be available on. */
  days?: string[];
  gender?: string;
  ecoCertified?: boolean;
  verified?: boolean;
  pets?: string[];
  /** Signed-in client whose feedback applies. */
  clientId: string | null;
}

/** Years of experience per level, bounds included. */
export const experienceRange: Record<NonNullable<Filters['experienceLevel']>, [number, number]> = {
  beginner: [0, 1],
  intermediate: [2, 5],
  expert: [6, 60],
};
