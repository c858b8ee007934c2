import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { SearchService } from './search.service.ts';
import type { Filters } from './search-query.ts';
import { conditions } from './search-query.ts';

/** What search needs from the places area. */
export interface SearchGazetteer {
  resolveCity(name: string): { name: string; slug: string; latitude: number; longitude: number };
  nearbyCities(name: string, radiusKm: number): Array<{ name: string; slug: string; distanceKm: number }>;
  /** The names of the municipalities of an administrative region (01–17). */
  regionCityNames(regionId: string): string[];
}

const relaxable = [
  'serviceType',
  'minRating',
  'experienceLevel',
  'date',
  'availableSoon',
  'gender',
  'ecoCertified',
  'verified',
  'pets',
] as const;
type Relaxable = (typeof relaxable)[number];
const filterKey: Record<Relaxable, keyof Filters> = {
  serviceType: 'serviceType',
  minRating: 'minRating',
  experienceLevel: 'experienceLevel',
  date: 'days',
  availableSoon: 'days',
  gender: 'gender',
  ecoCertified: 'ecoCertified',
  verified: 'verified',
  pets: 'pets',
};

/** For an empty result: served cities near the searched one, and filters worth dropping. */
export async function suggestionsFor(orm: MikroORM, search: SearchService, gazetteer: SearchGazetteer, filters: Filters) {
  let nearbyCities: Array<{ name: string; slug: string; distanceKm: number; cleanerCount: number }> = [];
  if (filters.place?.cityName) {
    const near = gazetteer.nearbyCities(filters.place.cityName, 60).slice(0, 40);
    if (near.length > 0) {
      const { rows } = await sql<{ city: string; n: number }>`
        select c as city, count(*)::int as n from cleaner_profile cp, unnest(cp.service_cities) c
         where cp.listed and c = any(${near.map((c) => c.name)}::text[]) group by c`.execute(orm.em.fork().getKysely());
      const counts = new Map(rows.map((r) => [r.city, r.n]));
      nearbyCities = near
        .filter((c) => (counts.get(c.name) ?? 0) > 0)
        .slice(0, 5)
        .map((c) => ({ ...c, distanceKm: Math.round(c.distanceKm * 10) / 10, cleanerCount: counts.get(c.name) ?? 0 }));
    }
  }
  const active = new Set(conditions(filters).map((c) => c.name));
  const relax: Relaxable[] = [];
  for (const name of relaxable) {
    if (!active.has(name)) continue;
    const without = { ...filters, [filterKey[name]]: undefined };
    if ((await search.count(without)) > 0) relax.push(name);
  }
  return { nearbyCities, relax };
}
