import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Filters } from './search-query.ts';
import { conditions, whereOf } from './search-query.ts';

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

/**
 * For an empty result: served cities near the searched one, and filters worth dropping — in
 * one statement over the place's cleaners read once (each relaxable filter: does anyone match
 * every other filter?), with the nearby cities' counts as a subquery — from `search_cleaner_city`'s
 * index, the listed cleaners who serve each city (it read every profile and its cities). It used to be one count
 * per active filter plus one for the cities, each reading the whole place again: one search in
 * six ends empty, and those statements were about half of PostgreSQL's work under the varied
 * search benchmark (docs/adr/0005-search-precomputed.md, "Cache off").
 */
export async function suggestionsFor(orm: MikroORM, gazetteer: SearchGazetteer, filters: Filters) {
  const near = filters.place?.cityName ? gazetteer.nearbyCities(filters.place.cityName, 60).slice(0, 40) : [];
  const all = conditions(filters);
  // The place, region and the client's exclusions always hold; each named filter may be dropped.
  const base = all.filter((c) => c.name === null);
  const active = relaxable.filter((name) => all.some((c) => c.name === name));
  const columns = active.map(
    (name, i) =>
      sql`coalesce(bool_or(${whereOf(all.filter((c) => c.name !== null && c.name !== name))}), false) as ${sql.ref(`r${i}`)}`,
  );
  const cities =
    near.length > 0
      ? sql`(select coalesce(json_object_agg(city, n), '{}') from (
          select c.city, count(*)::int as n from search_cleaner_city c
           where c.city = any(${near.map((c) => c.name)}::text[]) group by c.city) x)`
      : sql`'{}'::json`;
  // With no filter to weigh, only the cities are read (an aggregate always gives its one row).
  const statement =
    columns.length > 0
      ? sql<Record<string, unknown>>`select ${sql.join([...columns, sql`${cities} as cities`])}
          from search_cleaner s where ${whereOf(base)}`
      : sql<Record<string, unknown>>`select ${cities} as cities`;
  const { rows } = await statement.execute(orm.em.fork().getKysely());
  const row = rows[0] ?? {};
  const counts = new Map(Object.entries((row.cities ?? {}) as Record<string, number>));
  const nearbyCities = near
    .filter((c) => (counts.get(c.name) ?? 0) > 0)
    .slice(0, 5)
    .map((c) => ({ ...c, distanceKm: Math.round(c.distanceKm * 10) / 10, cleanerCount: counts.get(c.name) ?? 0 }));
  const relax: Relaxable[] = active.filter((_, i) => row[`r${i}`] === true);
  return { nearbyCities, relax };
}
