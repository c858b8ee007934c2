import { Migration } from '@mikro-orm/migrations';
import { searchTopNStatements } from './Migration20261128130000_search_top_n.ts';

/**
 * Search reads an index the API keeps in memory (docs/adr/0005-search-precomputed.md, "In
 * memory"), loaded from `search_cleaner` and the cards' columns and brought up to date before
 * each search from `search_change`: one row per cleaner whose search row or card changed, tagged
 * with the writing transaction's id, so a reader asks for exactly the changes its last snapshot
 * did not see (`pg_visible_in_snapshot`), in commit order or not.
 *
 * The structures the SQL search walked (the per-city table, the bound column and its indexes,
 * the place and order indexes) are dropped: nothing reads them any more, and each cost every
 * write to a cleaner.
 */
export class Migration20261129000000_search_change extends Migration {
  override name = 'Migration20261129000000_search_change';

  override up(): void {
    this.addSql(`
      create table search_change (
        xid xid8 not null default pg_current_xact_id(),
        user_id text not null,
        at timestamptz not null default now()
      );`);
    this.addSql('create index search_change_xid_idx on search_change (xid);');
    this.addSql('create index search_change_at_idx on search_change (at);');
    this.addSql(`
      create function search_change_log() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          insert into search_change (user_id) select distinct user_id from old_rows;
        else
          insert into search_change (user_id) select distinct user_id from new_rows;
        end if;
        return null;
      end $$;`);
    for (const event of ['insert', 'update', 'delete'] as const) {
      const referencing = event === 'delete' ? 'old table as old_rows' : 'new table as new_rows';
      this.addSql(`
        create trigger search_change_${event} after ${event} on search_cleaner
          referencing ${referencing} for each statement execute function search_change_log();`);
      // Always: a bulk load sets session_replication_role = replica and refreshes search_cleaner
      // once at the end (bench/lib/seed-cleaners.ts); the API must still learn of those rows.
      this.addSql(`alter table search_cleaner enable always trigger search_change_${event};`);
    }
    // The card's account columns (search_cleaner's own triggers follow role, deletion and gender only).
    this.addSql(`
      create function search_change_on_app_user() returns trigger language plpgsql as $$
      begin
        insert into search_change (user_id)
          select n.id from new_rows n join old_rows o on o.id = n.id join search_cleaner s on s.user_id = n.id
           where (n.full_name, n.avatar_key) is distinct from (o.full_name, o.avatar_key);
        return null;
      end $$;`);
    this.addSql(`
      create trigger search_change_card after update on app_user
        referencing old table as old_rows new table as new_rows for each statement execute function search_change_on_app_user();`);

    for (const event of ['insert', 'update'])
      this.addSql(`drop trigger if exists search_cleaner_city_${event} on search_cleaner;`);
    this.addSql('drop table if exists search_cleaner_city;');
    this.addSql('drop function if exists search_cleaner_city_sync();');
    this.addSql('drop index if exists search_cleaner_home_k_idx;');
    this.addSql('drop index if exists search_cleaner_k_ub_idx;');
    this.addSql('alter table search_cleaner drop column if exists k_ub;');
    this.addSql('drop function if exists search_window_max(date[]);');
    for (const index of ['cities', 'home', 'price', 'rating']) this.addSql(`drop index if exists search_cleaner_${index}_idx;`);
  }

  override down(): void {
    this.addSql('drop trigger if exists search_change_card on app_user;');
    this.addSql('drop function if exists search_change_on_app_user();');
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists search_change_${event} on search_cleaner;`);
    this.addSql('drop function if exists search_change_log();');
    this.addSql('drop table if exists search_change;');
    // What the SQL search walked.
    this.addSql('create index search_cleaner_cities_idx on search_cleaner using gin (service_cities);');
    this.addSql('create index search_cleaner_home_idx on search_cleaner using gist (home_earth) where home_earth is not null;');
    this.addSql('create index search_cleaner_price_idx on search_cleaner ((coalesce(price_from_cents, 1000000000)), user_id);');
    this.addSql('create index search_cleaner_rating_idx on search_cleaner ((-coalesce(rating, 0)::float8), user_id);');
    for (const statement of searchTopNStatements()) this.addSql(statement);
  }
}
