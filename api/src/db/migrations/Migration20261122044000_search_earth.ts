import { Migration } from '@mikro-orm/migrations';

/**
 * Search measures distances from every candidate's home: storing the point on the earth once
 * (a generated column) spares recomputing ll_to_earth for each row of each search.
 */
export class Migration20261122044000_search_earth extends Migration {
  override name = 'Migration20261122044000_search_earth';

  override up(): void {
    this.addSql(
      'alter table cleaner_profile add column home_earth earth generated always as (ll_to_earth(home_latitude, home_longitude)) stored;',
    );
    this.addSql('drop index if exists cleaner_profile_home_idx;');
    this.addSql(
      'create index cleaner_profile_home_earth_idx on cleaner_profile using gist (home_earth) where home_earth is not null;',
    );
  }

  override down(): void {
    this.addSql('drop index if exists cleaner_profile_home_earth_idx;');
    this.addSql('alter table cleaner_profile drop column if exists home_earth;');
    this.addSql(
      'create index cleaner_profile_home_idx on cleaner_profile using gist (ll_to_earth(home_latitude, home_longitude)) where home_latitude is not null;',
    );
  }
}
