import { Migration } from '@mikro-orm/migrations';

/** Every table whose rows search reads through `search_cleaner`, and the column naming the cleaner. */
const sources = [
  ['cleaner_profile', 'user_id'],
  ['app_user', 'id'],
  ['cleaner_verification', 'user_id'],
  ['cleaner_stats', 'user_id'],
  ['cleaner_available_day', 'user_id'],
] as const;

/**
 * Search reads one row per listed cleaner holding everything that does not depend on the query
 * (docs/adr/0005-search-precomputed.md): the filter columns, the rating and reliability scores,
 * the available days. Triggers on the tables it comes from keep it current in the transaction of
 * each change, whichever code makes it; the rows are refreshed with the very expressions search
 * used to compute per call, so rankings stay the same.
 */
export class Migration20261128000000_search_cleaner extends Migration {
  override name = 'Migration20261128000000_search_cleaner';

  override up(): void {
    this.addSql(`
      create table search_cleaner (
        user_id text primary key,
        gender text not null,
        price_from_cents integer,
        years_of_experience integer,
        service_types text[] not null,
        service_cities text[] not null,
        pet_tolerance text[] not null,
        eco_certified boolean not null,
        coverage_km integer not null,
        home_earth earth,
        verification_status text not null,
        rating numeric(3, 2),
        review_count integer,
        completion_rate numeric(4, 3),
        response_time_minutes integer,
        s_rating float8 not null,
        s_reliability float8 not null,
        -- Sorted, so the days within any 7 are counted by two binary searches (width_bucket).
        available_days date[] not null
      );`);
    this.addSql('create index search_cleaner_cities_idx on search_cleaner using gin (service_cities);');
    this.addSql('create index search_cleaner_home_idx on search_cleaner using gist (home_earth) where home_earth is not null;');
    this.addSql('create index search_cleaner_price_idx on search_cleaner ((coalesce(price_from_cents, 1000000000)), user_id);');
    this.addSql('create index search_cleaner_rating_idx on search_cleaner ((-coalesce(rating, 0)::float8), user_id);');
    // The same expressions as the per-search scoring had (search/scores.ts), over the same column types.
    this.addSql(`
      create function search_cleaner_refresh(ids text[]) returns void language plpgsql
      -- Compiling the statements (JIT) costs more than running them, even for every cleaner at once.
      set jit = off as $$
      begin
        -- The ids as a relation (joined by hash), not "= any(ids)" tested row by row against
        -- thousands of them when a bulk change refreshes every cleaner.
        create temporary table if not exists search_cleaner_ids (id text primary key) on commit delete rows;
        truncate search_cleaner_ids;
        insert into search_cleaner_ids select distinct unnest(ids);
        if cardinality(ids) > 100 then
          analyze search_cleaner_ids;
        end if;
        delete from search_cleaner s using search_cleaner_ids t where s.user_id = t.id and not exists (
          select 1 from cleaner_profile cp join app_user u on u.id = cp.user_id
           where cp.user_id = s.user_id and cp.listed and u.role = 'cleaner' and u.deleted_at is null);
        insert into search_cleaner
        select cp.user_id, u.gender, cp.price_from_cents, cp.years_of_experience, cp.service_types, cp.service_cities,
               cp.pet_tolerance, cp.eco_certified, cp.coverage_km, cp.home_earth, c.verification_status,
               c.rating, c.review_count, c.completion_rate, c.response_time_minutes,
               (((3 * 4.0 + coalesce(c.rating, 0) * coalesce(c.review_count, 0)) / (3 + coalesce(c.review_count, 0)) - 1) / 4)::float8,
               (0.5 * (case c.verification_status when 'verified' then 1 when 'pending' then 0.6 when 'unverified' then 0.4 else 0 end)
                 + 0.5 * coalesce(c.completion_rate, 0.9))::float8,
               coalesce(av.days, '{}')
          from search_cleaner_ids t
          join cleaner_profile cp on cp.user_id = t.id
          join app_user u on u.id = cp.user_id
          left join cleaner_verification cv on cv.user_id = cp.user_id
          left join cleaner_stats cs on cs.user_id = cp.user_id
          cross join lateral (select coalesce(cv.status, 'unverified') as verification_status, cs.rating, cs.review_count,
                                     cs.completion_rate, cs.response_time_minutes) c
          -- Grouped once for all: a bulk change (the nightly roll, a seed) refreshes thousands at a time.
          left join (select ad.user_id, array_agg(ad.day order by ad.day) as days
                       from search_cleaner_ids t2 join cleaner_available_day ad on ad.user_id = t2.id
                      group by ad.user_id) av on av.user_id = cp.user_id
         where cp.listed and u.role = 'cleaner' and u.deleted_at is null
        on conflict (user_id) do update set
          gender = excluded.gender, price_from_cents = excluded.price_from_cents,
          years_of_experience = excluded.years_of_experience, service_types = excluded.service_types,
          service_cities = excluded.service_cities, pet_tolerance = excluded.pet_tolerance,
          eco_certified = excluded.eco_certified, coverage_km = excluded.coverage_km, home_earth = excluded.home_earth,
          verification_status = excluded.verification_status, rating = excluded.rating,
          review_count = excluded.review_count, completion_rate = excluded.completion_rate,
          response_time_minutes = excluded.response_time_minutes, s_rating = excluded.s_rating,
          s_reliability = excluded.s_reliability, available_days = excluded.available_days;
      end $$;`);
    // One statement-level trigger per table and event: a bulk change (the nightly roll of
    // available days, a seed) refreshes each cleaner once, not once per row.
    for (const [table, column] of sources) {
      for (const event of ['insert', 'update', 'delete'] as const) {
        const rows = event === 'delete' ? 'old_rows' : 'new_rows';
        const referencing =
          event === 'insert'
            ? 'new table as new_rows'
            : event === 'delete'
              ? 'old table as old_rows'
              : 'old table as old_rows new table as new_rows';
        // An account's other columns (last sign-in, password…) change often and matter not to search.
        const changed =
          table === 'app_user' && event === 'update'
            ? `select array_agg(n.id) from new_rows n join old_rows o on o.id = n.id
                where (n.role, n.deleted_at, n.gender) is distinct from (o.role, o.deleted_at, o.gender)`
            : `select array_agg(distinct ${column}) from ${rows}`;
        this.addSql(`
          create function search_cleaner_on_${table}_${event}() returns trigger language plpgsql as $$
          declare
            ids text[];
          begin
            ids := (${changed});
            if ids is not null then
              perform search_cleaner_refresh(ids);
            end if;
            return null;
          end $$;`);
        this.addSql(`
          create trigger search_cleaner_${event} after ${event} on ${table}
            referencing ${referencing} for each statement execute function search_cleaner_on_${table}_${event}();`);
      }
    }
    this.addSql('select search_cleaner_refresh(array(select user_id from cleaner_profile));');
  }

  override down(): void {
    for (const [table] of sources) {
      for (const event of ['insert', 'update', 'delete']) {
        this.addSql(`drop trigger if exists search_cleaner_${event} on ${table};`);
        this.addSql(`drop function if exists search_cleaner_on_${table}_${event}();`);
      }
    }
    this.addSql('drop function if exists search_cleaner_refresh(text[]);');
    this.addSql('drop table if exists search_cleaner;');
  }
}
