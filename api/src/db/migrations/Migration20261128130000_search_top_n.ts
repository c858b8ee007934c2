import { Migration } from '@mikro-orm/migrations';

/** The statements of `up`, also replayed by a later migration's `down`. */
export function searchTopNStatements(): string[] {
  const statements: string[] = [];
  statements.push(`
    create function search_window_max(days date[]) returns integer language sql immutable parallel safe as $$
      -- The most of the sorted days within any 7 in a row (any such window's count is at most
      -- that of the one starting at its first day): the same two binary searches as the query.
      select coalesce(max(width_bucket(d + 6, days) - width_bucket(d - 1, days)), 0)::integer from unnest(days) d
    $$;`);
  statements.push(`
    alter table search_cleaner add column k_ub float8 generated always as
      (0.35 * s_rating + 0.2 * s_reliability + 0.2 * (search_window_max(available_days) / 7.0)::float8) stored;`);
  statements.push('create index search_cleaner_k_ub_idx on search_cleaner (k_ub desc, user_id);');
  // k_ub scaled so one point of score spans about as much as 100 km: the tree splits on both.
  statements.push(`create index search_cleaner_home_k_idx on search_cleaner
    using gist (cube(home_earth, k_ub * 100000)) where home_earth is not null;`);
  statements.push(`
    create table search_cleaner_city (
      city text not null,
      user_id text not null references search_cleaner (user_id) on delete cascade,
      k_ub float8 not null,
      primary key (city, user_id)
    );`);
  statements.push('create index search_cleaner_city_k_idx on search_cleaner_city (city, k_ub desc, user_id);');
  // Kept from search_cleaner's own rows, whichever refresh writes them.
  statements.push(`
    create function search_cleaner_city_sync() returns trigger language plpgsql as $$
    begin
      delete from search_cleaner_city c using new_rows n where c.user_id = n.user_id;
      insert into search_cleaner_city (city, user_id, k_ub)
        select distinct city, n.user_id, n.k_ub from new_rows n, unnest(n.service_cities) city;
      return null;
    end $$;`);
  for (const event of ['insert', 'update'] as const) {
    statements.push(`
      create trigger search_cleaner_city_${event} after ${event} on search_cleaner
        referencing new table as new_rows for each statement execute function search_cleaner_city_sync();`);
  }
  statements.push(`insert into search_cleaner_city (city, user_id, k_ub)
    select distinct city, s.user_id, s.k_ub from search_cleaner s, unnest(s.service_cities) city;`);
  return statements;
}

/**
 * What lets search reach a recommended page by index instead of scoring every cleaner in the
 * area (docs/adr/0005-search-precomputed.md, "The top N by index"):
 * - `k_ub`, an upper bound of the part of the score that does not depend on the place or the
 *   client: 0.35·rating + 0.2·reliability + 0.2·(the most days available in any 7 in a row)/7.
 *   It holds whatever day "today" is, so nothing has to be refreshed at midnight; the query
 *   still computes the exact availability of the week for the rows it scores.
 * - `search_cleaner_city`, one row per (served city, cleaner) ordered by `k_ub`: those who serve
 *   the searched city have a location score of exactly 1, so the best of them give a threshold.
 * - a GiST index over the home point with `k_ub` as a fourth dimension: the cleaners near the
 *   place whose bound reaches the threshold, without reading the others.
 */
export class Migration20261128130000_search_top_n extends Migration {
  override name = 'Migration20261128130000_search_top_n';

  override up(): void {
    for (const statement of searchTopNStatements()) this.addSql(statement);
  }

  override down(): void {
    this.addSql('drop table if exists search_cleaner_city;');
    this.addSql('drop function if exists search_cleaner_city_sync();');
    this.addSql('drop index if exists search_cleaner_home_k_idx;');
    this.addSql('drop index if exists search_cleaner_k_ub_idx;');
    this.addSql('alter table search_cleaner drop column if exists k_ub;');
    this.addSql('drop function if exists search_window_max(date[]);');
  }
}
