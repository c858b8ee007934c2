import { Migration } from '@mikro-orm/migrations';

/** First-party analytics: raw events, daily counts and daily visitors. */
export class Migration20261122101000_analytics extends Migration {
  override name = 'Migration20261122101000_analytics';

  override up(): void {
    this.addSql(`
      create table analytics_event (
        id text primary key,
        day date not null,
        type text not null check (type in ('page_view', 'heartbeat', 'error', 'custom')),
        visitor_hash text not null,
        role text not null,
        path text,
        name text,
        data jsonb not null,
        occurred_at timestamptz not null,
        received_at timestamptz not null
      );`);
    this.addSql('create index analytics_event_day_idx on analytics_event (day, type);');
    this.addSql(`
      create table analytics_daily (
        day date not null,
        type text not null check (type in ('page_view', 'heartbeat', 'error', 'custom')),
        key text not null,
        count integer not null check (count > 0),
        primary key (day, type, key)
      );`);
    this.addSql(`
      create table analytics_visit (
        day date not null,
        visitor_hash text not null,
        primary key (day, visitor_hash)
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists analytics_visit;');
    this.addSql('drop table if exists analytics_daily;');
    this.addSql('drop table if exists analytics_event;');
  }
}
