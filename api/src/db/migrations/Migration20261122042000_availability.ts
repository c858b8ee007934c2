import { Migration } from '@mikro-orm/migrations';

/**
 * Cleaners' availability blocks and skipped dates, their calendar feed and imported busy times,
 * and the days each cleaner is available over the next 60 days (kept for search).
 */
export class Migration20261122042000_availability extends Migration {
  override name = 'Migration20261122042000_availability';

  override up(): void {
    this.addSql(`
      create table availability_block (
        id text primary key,
        user_id text not null references app_user (id) on delete cascade,
        kind text not null check (kind in ('one_off', 'weekly', 'every_n_days')),
        start_date date not null,
        until_date date,
        weekday smallint check (weekday between 0 and 6),
        interval_days smallint check (interval_days between 2 and 90),
        all_day boolean not null,
        start_time time,
        end_time time,
        created_at timestamptz not null,
        check ((kind = 'weekly') = (weekday is not null)),
        check ((kind = 'every_n_days') = (interval_days is not null)),
        check (kind <> 'one_off' or until_date is null),
        check (until_date is null or until_date >= start_date),
        check (all_day = (start_time is null) and all_day = (end_time is null)),
        check (all_day or end_time > start_time),
        check (all_day or (extract(minute from start_time)::int % 15 = 0 and extract(minute from end_time)::int % 15 = 0))
      );`);
    this.addSql('create index availability_block_user_id_idx on availability_block (user_id);');
    this.addSql(`
      create table availability_exception (
        block_id text not null references availability_block (id) on delete cascade,
        date date not null,
        created_at timestamptz not null,
        primary key (block_id, date)
      );`);
    this.addSql(`
      create table calendar_feed (
        user_id text primary key references app_user (id) on delete cascade,
        token_hash text not null unique,
        issued_at timestamptz not null
      );`);
    this.addSql(`
      create table calendar_busy (
        id text primary key,
        user_id text not null references app_user (id) on delete cascade,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        source text not null check (source in ('ics-import')),
        created_at timestamptz not null,
        check (ends_at > starts_at)
      );`);
    this.addSql('create index calendar_busy_user_id_starts_at_idx on calendar_busy (user_id, starts_at);');
    this.addSql(`
      create table cleaner_available_day (
        user_id text not null references app_user (id) on delete cascade,
        day date not null,
        primary key (user_id, day)
      );`);
    // Search asks "who is available on one of these days": the primary key serves a cleaner's
    // days, this index serves a day's cleaners.
    this.addSql('create index cleaner_available_day_day_idx on cleaner_available_day (day, user_id);');
  }

  override down(): void {
    this.addSql('drop table if exists cleaner_available_day;');
    this.addSql('drop table if exists calendar_busy;');
    this.addSql('drop table if exists calendar_feed;');
    this.addSql('drop table if exists availability_exception;');
    this.addSql('drop table if exists availability_block;');
  }
}
