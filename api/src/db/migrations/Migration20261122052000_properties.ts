import { Migration } from '@mikro-orm/migrations';

/** Clients' properties, the key that signs address suggestions, and the client onboarding. */
export class Migration20261122052000_properties extends Migration {
  override name = 'Migration20261122052000_properties';

  override up(): void {
    // Soft-deleted rows stay: bookings keep pointing at their address. Coordinates are the
    // municipality's (no street-level geocoder exists offline).
    this.addSql(`
      create table property (
        id text primary key,
        client_id text not null references app_user (id),
        name text not null check (char_length(name) between 1 and 100),
        type text not null check (type in ('house', 'apartment', 'condo', 'office', 'bungalo', 'airbnb', 'commercial')),
        bedrooms integer not null check (bedrooms between 0 and 20),
        bathrooms double precision not null check (bathrooms between 0 and 20 and bathrooms * 2 = trunc(bathrooms * 2)),
        stories integer not null check (stories between 1 and 5),
        square_feet integer check (square_feet between 100 and 20000),
        parking text check (char_length(parking) <= 500),
        wifi_name text check (char_length(wifi_name) <= 64),
        wifi_password text check (char_length(wifi_password) <= 128),
        supplies_location text check (char_length(supplies_location) <= 500),
        access_instructions text check (char_length(access_instructions) <= 500),
        trash_location text check (char_length(trash_location) <= 500),
        rooms_to_avoid text check (char_length(rooms_to_avoid) <= 500),
        notes text check (char_length(notes) <= 500),
        street_address text not null check (char_length(street_address) between 5 and 200),
        city text not null,
        place_id text not null,
        province text not null check (province = 'QC'),
        postal_code text not null check (postal_code ~ '^[GHJ][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$'),
        country text not null check (country = 'CA'),
        latitude double precision not null check (latitude between -90 and 90),
        longitude double precision not null check (longitude between -180 and 180),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        deleted_at timestamptz
      );`);
    this.addSql('create index property_client_idx on property (client_id, id) where deleted_at is null;');
    // One row: the HMAC key of address suggestion ids, shared by every API instance.
    this.addSql(`
      create table property_address_key (
        id smallint primary key check (id = 1),
        secret text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table client_onboarding (
        user_id text primary key references app_user (id),
        welcome_seen_at timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists client_onboarding;');
    this.addSql('drop table if exists property_address_key;');
    this.addSql('drop table if exists property;');
  }
}
