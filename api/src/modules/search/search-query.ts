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

/** A SQL fragment with its positional (`?`) values. */
export interface Fragment {
  sql: string;
  values: unknown[];
}

const experienceRange: Record<NonNullable<Filters['experienceLevel']>, [number, number]> = {
  beginner: [0, 1],
  intermediate: [2, 5],
  expert: [6, 60],
};

const petColumn = (pet: string) => `'${pet.replace(/[^a-z]/g, '')}'`;

/** The WHERE conditions for the filters; names match the `relax` suggestions. */
export function conditions(filters: Filters): Array<{ name: string | null; fragment: Fragment }> {
  const list: Array<{ name: string | null; fragment: Fragment }> = [
    { name: null, fragment: { sql: "cp.listed and u.role = 'cleaner' and u.deleted_at is null", values: [] } },
  ];
  const place = filters.place;
  if (place) {
    // Index-friendly: the bounding box first (GiST), then the exact distance and coverage.
    // A cleaner matches within min(coverage, radius) km, so a box of the radius holds them all.
    const box = 'earth_box(ll_to_earth(?, ?), ? * 1000) @> cp.home_earth';
    const near = 'earth_distance(ll_to_earth(?, ?), cp.home_earth) <= 1000 * least(cp.coverage_km, ?)';
    list.push({
      name: null,
      fragment: place.cityName
        ? {
            sql: `(cp.service_cities @> array[?]::text[] or (cp.home_earth is not null and ${box} and ${near}))`,
            values: [
              place.cityName,
              place.latitude,
              place.longitude,
              place.radiusKm,
              place.latitude,
              place.longitude,
              place.radiusKm,
            ],
          }
        : {
            sql: `(cp.home_earth is not null and ${box} and ${near})`,
            values: [place.latitude, place.longitude, place.radiusKm, place.latitude, place.longitude, place.radiusKm],
          },
    });
  }
  if (filters.regionCities) {
    list.push({
      name: null,
      fragment: {
        sql: `cp.service_cities && array[${filters.regionCities.map(() => '?').join(', ')}]::text[]`,
        values: filters.regionCities,
      },
    });
  }
  if (filters.serviceType)
    list.push({ name: 'serviceType', fragment: { sql: '? = any(cp.service_types)', values: [filters.serviceType] } });
  if (filters.minRating !== undefined)
    list.push({ name: 'minRating', fragment: { sql: 'cs.rating >= ?', values: [filters.minRating] } });
  if (filters.experienceLevel) {
    const [min, max] = experienceRange[filters.experienceLevel];
    list.push({ name: 'experienceLevel', fragment: { sql: 'cp.years_of_experience between ? and ?', values: [min, max] } });
  }
  if (filters.days && filters.days.length > 0) {
    list.push({
      name: filters.days.length === 1 ? 'date' : 'availableSoon',
      fragment: {
        sql: `exists (select 1 from cleaner_available_day ad where ad.user_id = cp.user_id and ad.day in (${filters.days.map(() => '?::date').join(', ')}))`,
        values: filters.days,
      },
    });
  }
  if (filters.gender) list.push({ name: 'gender', fragment: { sql: 'u.gender = ?', values: [filters.gender] } });
  if (filters.ecoCertified) list.push({ name: 'ecoCertified', fragment: { sql: 'cp.eco_certified', values: [] } });
  if (filters.verified) list.push({ name: 'verified', fragment: { sql: "cv.status = 'verified'", values: [] } });
  if (filters.pets && filters.pets.length > 0) {
    list.push({
      name: 'pets',
      fragment: { sql: `cp.pet_tolerance @> array[${filters.pets.map(petColumn).join(', ')}]::text[]`, values: [] },
    });
  }
  if (filters.clientId) {
    list.push({
      name: null,
      fragment: {
        sql: "not exists (select 1 from cleaner_feedback f where f.client_id = ? and f.cleaner_id = cp.user_id and f.type = 'not_interested')",
        values: [filters.clientId],
      },
    });
  }
  return list;
}

export function joinConditions(list: Array<{ fragment: Fragment }>): Fragment {
  return { sql: list.map((c) => c.fragment.sql).join(' and '), values: list.flatMap((c) => c.fragment.values) };
}
