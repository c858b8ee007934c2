import { readFileSync } from 'node:fs';
import pg from 'pg';

interface PlaceRow {
  name: string;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * Inserts `count` listed cleaners spread over Quebec's municipalities in proportion to their
 * population, with availability over the next 60 days and a mix of verification statuses —
 * straight in SQL, because creating 10,000 accounts through the API would hash 10,000
 * passwords and measure nothing useful.
 */
export async function seedCleaners(url: string, count: number): Promise<void> {
  const data = JSON.parse(
    readFileSync(new URL('../../api/src/modules/places/data/quebec-places.json', import.meta.url), 'utf8'),
  ) as {
    places: PlaceRow[];
  };
  const places = [...data.places].sort((a, b) => b.population - a.population).slice(0, 80);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // A bulk load, as a restore would do it: the tables' own triggers (search_cleaner's refresh
    // after each statement) wait, and search's rows are built once at the end.
    await client.query('set local session_replication_role = replica');
    await client.query(
      'create temporary table bench_place (n int, name text, lat float8, lng float8, weight float8) on commit drop',
    );
    for (const [n, p] of places.entries()) {
      await client.query('insert into bench_place values ($1, $2, $3, $4, $5)', [
        n,
        p.name,
        p.latitude,
        p.longitude,
        Math.sqrt(p.population),
      ]);
    }
    // Deterministic spread: cleaner i falls in the place whose share of the total weight
    // covers a hashed fraction of i, so bigger cities get more cleaners.
    await client.query(
      `
      create temporary table bench_pick on commit drop as
      with cumulative as (
        select n, sum(weight) over (order by n) / sum(weight) over () as upto,
               (sum(weight) over (order by n) - weight) / sum(weight) over () as from_
        from bench_place
      )
      select i, (select c.n from cumulative c where ((i::bigint * 2654435761) % 1000003) / 1000003.0 >= c.from_
                   order by c.from_ desc limit 1) as n
      from generate_series(1, $1) i`,
      [count],
    );
    await client.query(
      `
      insert into app_user (id, username, email, password_hash, full_name, role, gender, language, email_frequency,
                            referral_code, terms_version, terms_language, terms_accepted_at, created_at, updated_at, password_changed_at)
      select 'usr_' || lpad(i::text, 26, '0'), 'bench' || i, 'bench' || i || '@example.ca', '!bench', 'Nettoyeur ' || i, 'cleaner',
             (array['male','female','other','prefer_not_to_say'])[1 + i % 4], 'fr', 'instant',
             null, '2026-11-01', 'fr', now(), now(), now(), now()
      from generate_series(1, $1) i`,
      [count],
    );
    await client.query(`
      insert into cleaner_profile (user_id, slug, bio, hourly_rate_cents, fixed_rates, payment_method, years_of_experience,
                                   skills, languages, certificates, service_types, service_cities, pet_tolerance, coverage_km,
                                   equipment, eco_certified, home_latitude, home_longitude, listed, price_from_cents, created_at, updated_at)
      select 'usr_' || lpad(k.i::text, 26, '0'), 'bench-' || k.i, 'Profil de référence pour les mesures de performance.',
             1700 + (k.i * 37) % 8000, '{}', 'hourly', k.i % 15,
             '{}', '{fr}', '{}',
             case k.i % 4 when 0 then array['basic','deep'] when 1 then array['basic'] when 2 then array['deep','move_in_out']
                            else array['basic','office','airbnb'] end,
             array[b.name],
             case k.i % 3 when 0 then array['dogs','cats'] when 1 then array['cats'] else array['dogs'] end,
             10 + k.i % 30, '{}', k.i % 5 = 0, b.lat + ((k.i % 100) - 50) / 2000.0, b.lng + ((k.i % 70) - 35) / 2000.0, true,
             1700 + (k.i * 37) % 8000, now(), now()
      from bench_pick k join bench_place b on b.n = k.n`);
    await client.query(
      `
      insert into cleaner_available_day (user_id, day)
      select 'usr_' || lpad(i::text, 26, '0'), (now() at time zone 'America/Toronto')::date + d
      from generate_series(1, $1) i, generate_series(0, 59) d
      where (i + d) % 3 <> 0`,
      [count],
    );
    await client.query(
      `
      insert into cleaner_verification (user_id, status, updated_at)
      select 'usr_' || lpad(i::text, 26, '0'), (array['verified','pending','unverified'])[1 + i % 3], now()
      from generate_series(1, $1) i`,
      [count],
    );
    await client.query('set local session_replication_role = origin');
    await client.query('select search_cleaner_refresh(array(select user_id from cleaner_profile))');
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
