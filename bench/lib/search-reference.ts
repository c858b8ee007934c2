import pg from 'pg';
import { addDays } from '../../api/src/lib/business-time.ts';
import { createGazetteer } from '../../api/src/modules/places/gazetteer.ts';

/**
 * Search written the plain way, as one SQL statement over every row of `search_cleaner`: who a
 * place holds, the filters, the scores and each sort's key computed by PostgreSQL for every
 * member, then `order by key, id` after the cursor. It shares no code with the API's in-memory
 * search (api/src/modules/search/), so where the two answer differently one of them is wrong.
 * The rules are those of docs/recommendations.md and the contract; anonymous searches only
 * (a client's feedback is pinned by search-top-n.test.ts).
 */
export interface ReferencePage {
  items: Array<{ id: string; overall: number; location: number; availability: number; distanceKm: number | null }>;
  nextCursor: string | null;
  /** For an empty first page: the filters that alone keep someone of the place out, in the contract's order. */
  relax: string[] | null;
}

const relaxOrder = [
  'serviceType',
  'minRating',
  'experienceLevel',
  'date',
  'availableSoon',
  'gender',
  'ecoCertified',
  'verified',
  'pets',
];
const experience: Record<string, [number, number]> = { beginner: [0, 1], intermediate: [2, 5], expert: [6, 60] };
const round = (n: number) => Math.round(n * 1000) / 1000;

export function createSearchReference(databaseUrl: string) {
  const gazetteer = createGazetteer();
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  // float8 and numeric as JavaScript numbers, exactly as written by PostgreSQL's shortest round trip.
  const parseFloat8 = (value: string) => Number(value);

  return {
    async page(path: string, today: string): Promise<ReferencePage> {
      await connected;
      const query = new URL(path, 'http://x').searchParams;
      const values: unknown[] = [];
      const param = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      const radiusKm = Number(query.get('radiusKm') ?? 25);
      const cityName = query.get('city') ? gazetteer.resolveCity(query.get('city') as string).name : null;
      const place = cityName
        ? (() => {
            const city = gazetteer.resolveCity(cityName);
            return { lat: city.latitude, lng: city.longitude };
          })()
        : query.get('lat') !== null
          ? { lat: Number(query.get('lat')), lng: Number(query.get('lng')) }
          : null;
      const region = query.get('regionId')
        ? (gazetteer.region(query.get('regionId') as string)?.places.map((p) => p.name) ?? [])
        : null;

      // Each filter as a condition, named as the contract's `relax` names it.
      const filters: Array<[string, string]> = [];
      const serviceType = query.get('serviceType');
      if (serviceType) filters.push(['serviceType', `${param(serviceType)} = any(s.service_types)`]);
      if (query.get('minRating') !== null)
        filters.push([
          'minRating',
          `s.rating is not null and s.rating::float8 >= ${param(Number(query.get('minRating')))}::float8`,
        ]);
      const level = query.get('experienceLevel');
      if (level) {
        const [min, max] = experience[level] as [number, number];
        filters.push(['experienceLevel', `s.years_of_experience between ${min} and ${max}`]);
      }
      const days = query.get('date')
        ? [query.get('date') as string]
        : query.get('availableSoon') === 'true'
          ? [0, 1, 2, 3].map((n) => addDays(today, n))
          : null;
      if (days) filters.push([days.length === 1 ? 'date' : 'availableSoon', `s.available_days && ${param(days)}::date[]`]);
      if (query.get('gender')) filters.push(['gender', `s.gender = ${param(query.get('gender'))}`]);
      if (query.get('ecoCertified') === 'true') filters.push(['ecoCertified', 's.eco_certified']);
      if (query.get('verified') === 'true') filters.push(['verified', `s.verification_status = 'verified'`]);
      const pets = query.getAll('pets');
      if (pets.length > 0) filters.push(['pets', `s.pet_tolerance @> ${param(pets)}::text[]`]);
      filters.sort(([a], [b]) => relaxOrder.indexOf(a) - relaxOrder.indexOf(b));

      const point = place ? `ll_to_earth(${param(place.lat)}::float8, ${param(place.lng)}::float8)` : null;
      const serves = point && cityName ? `s.service_cities @> array[${param(cityName)}::text]` : 'false';
      const metres = point ? `earth_distance(${point}, s.home_earth)` : 'null::float8';
      const holds = point
        ? `(${serves} or (s.home_earth is not null and ${metres} <= 1000 * least(s.coverage_km, ${param(radiusKm)})::float8))`
        : region
          ? `s.service_cities && ${param(region)}::text[]`
          : 'true';
      const location = point
        ? `case when ${serves} then 1.0::float8 else greatest(0::float8, 1 - (${metres} / 1000) / s.coverage_km) end`
        : '0.5::float8';
      const todayParam = param(today);
      const members = `
        select s.user_id, s.rating::float8 as rating, s.price_from_cents,
          ${location} as location,
          round((${metres} / 1000)::numeric, 1)::float8 as distance_km,
          (select count(*) from unnest(s.available_days) d
            where d between ${todayParam}::date and ${todayParam}::date + 6)::float8 / 7 as availability,
          s.s_rating, s.s_reliability,
          ${filters.length > 0 ? filters.map(([, condition]) => `coalesce(${condition}, false)`).join(' and ') : 'true'} as passes,
          array[${filters.map(([, condition]) => `not coalesce(${condition}, false)`).join(', ') || 'false'}]::boolean[] as fails
        from search_cleaner s where ${holds}`;
      const overall =
        'greatest(0::float8, least(1::float8, 0.35::float8 * s_rating + 0.25::float8 * location + 0.2::float8 * s_reliability + 0.2::float8 * availability + 0::float8))';
      const sort = query.get('sort') ?? 'recommended';
      const key = {
        recommended: `-${overall}`,
        rating: '-coalesce(rating, 0)',
        price: 'coalesce(price_from_cents, 1000000000)::float8',
        distance: 'coalesce(distance_km, 1000000000)',
      }[sort];
      const limit = Number(query.get('limit') ?? 20);
      const cursor = query.get('cursor')
        ? (JSON.parse(Buffer.from(query.get('cursor') as string, 'base64url').toString()) as { k: number; id: string })
        : null;
      const after = cursor ? `where (k, user_id) > (${param(cursor.k)}::float8, ${param(cursor.id)})` : '';
      const { rows } = await client.query<{
        user_id: string;
        key_text: string;
        overall: string;
        location: string;
        availability: string;
        distance_km: string | null;
      }>({
        text: `with m as materialized (${members}), keyed as (
                 select *, ${overall} as overall, (${key})::float8 as k from m where passes)
               select user_id, k::text as key_text, overall::text, location::text, availability::text, distance_km::text
                 from keyed ${after} order by keyed.k, keyed.user_id limit ${limit + 1}`,
        values,
      });
      const items = rows.slice(0, limit).map((r) => ({
        id: r.user_id,
        overall: round(parseFloat8(r.overall)),
        location: round(parseFloat8(r.location)),
        availability: round(parseFloat8(r.availability)),
        distanceKm: r.distance_km === null ? null : parseFloat8(r.distance_km),
      }));
      const last = rows[limit - 1];
      const nextCursor =
        rows.length > limit && last
          ? Buffer.from(JSON.stringify({ k: parseFloat8(last.key_text), id: last.user_id })).toString('base64url')
          : null;
      let relax: string[] | null = null;
      if (items.length === 0 && !cursor) {
        // A filter is worth dropping when some member fails it alone (or someone passes every one).
        const { rows: failing } = await client.query<{ fails: boolean[] }>({
          text: `with m as materialized (${members}) select distinct fails from m`,
          values,
        });
        const names = new Set<string>();
        for (const { fails } of failing) {
          const failed = fails.flatMap((f, i) => (f ? [i] : []));
          if (filters.length > 0 && failed.length === 0) for (const [name] of filters) names.add(name);
          if (failed.length === 1) names.add((filters[failed[0] as number] as [string, string])[0]);
        }
        relax = filters.map(([name]) => name).filter((name) => names.has(name));
      }
      return { items, nextCursor, relax };
    },
    end: () => client.end(),
  };
}
