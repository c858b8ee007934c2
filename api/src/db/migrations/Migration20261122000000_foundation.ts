import { Migration } from '@mikro-orm/migrations';

/** Extensions later areas rely on, and the table that remembers which demo seeders ran. */
export class Migration20261122000000_foundation extends Migration {
  override name = 'Migration20261122000000_foundation';

  override up(): void {
    // btree_gist: exclusion constraints on a cleaner's booked ranges; cube + earthdistance:
    // distance search; pg_trgm + unaccent: name and city search; citext: emails.
    for (const extension of ['btree_gist', 'cube', 'earthdistance', 'pg_trgm', 'unaccent', 'citext']) {
      this.addSql(`create extension if not exists ${extension};`);
    }
    this.addSql(`
      create table seed_run (
        name text primary key,
        applied_at timestamptz not null default now()
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists seed_run;');
  }
}
