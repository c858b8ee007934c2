import { Migration } from '@mikro-orm/migrations';

/** Cleaner profiles. Money in cents; arrays as text[] so search can use GIN indexes. */
export class Migration20261122043000_cleaners extends Migration {
  override name = 'Migration20261122043000_cleaners';

  override up(): void {
    this.addSql(`
      create table cleaner_profile (
        user_id text primary key references app_user (id),
        slug text not null unique,
        bio text,
        hourly_rate_cents integer check (hourly_rate_cents between 1700 and 19900),
        fixed_rates jsonb not null default '{}',
        payment_method text not null default 'hourly' check (payment_method in ('hourly', 'fixed')),
        years_of_experience integer check (years_of_experience between 0 and 60),
        skills text[] not null default '{}',
        languages text[] not null default '{}',
        education text,
        certificates text[] not null default '{}',
        service_types text[] not null default '{}',
        service_cities text[] not null default '{}',
        pet_tolerance text[] not null default '{}',
        coverage_km integer not null default 25 check (coverage_km between 1 and 150),
        equipment text[] not null default '{}',
        gst_number text,
        qst_number text,
        insurance_expires_on text,
        address jsonb,
        eco_certified boolean not null default false,
        home_latitude double precision,
        home_longitude double precision,
        listed boolean not null default false,
        price_from_cents integer,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index cleaner_profile_service_cities_idx on cleaner_profile using gin (service_cities);');
    this.addSql('create index cleaner_profile_service_types_idx on cleaner_profile using gin (service_types);');
    this.addSql('create index cleaner_profile_listed_idx on cleaner_profile (listed) where listed;');
    this.addSql(
      'create index cleaner_profile_home_idx on cleaner_profile using gist (ll_to_earth(home_latitude, home_longitude)) where home_latitude is not null;',
    );
    // Figures other areas compute (reviews: rating; bookings: completion and response time),
    // kept here so search reads them with one join.
    this.addSql(`
      create table cleaner_stats (
        user_id text primary key references app_user (id),
        rating numeric(3, 2) check (rating between 1 and 5),
        review_count integer not null default 0,
        completion_rate numeric(4, 3) check (completion_rate between 0 and 1),
        response_time_minutes integer
      );`);
    this.addSql(`
      create table cleaner_feedback (
        client_id text not null references app_user (id),
        cleaner_id text not null references app_user (id),
        type text not null check (type in ('like', 'dislike', 'not_interested', 'report')),
        reason text check (reason in ('price', 'availability', 'location', 'communication', 'experience', 'services', 'other')),
        comment text,
        created_at timestamptz not null,
        primary key (client_id, cleaner_id, type)
      );`);
    this.addSql("create index cleaner_feedback_reports_idx on cleaner_feedback (created_at desc) where type = 'report';");
  }

  override down(): void {
    this.addSql('drop table if exists cleaner_feedback;');
    this.addSql('drop table if exists cleaner_stats;');
    this.addSql('drop table if exists cleaner_profile;');
  }
}
