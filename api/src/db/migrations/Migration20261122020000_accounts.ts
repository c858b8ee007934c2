import { Migration } from '@mikro-orm/migrations';

/** Accounts and sessions. */
export class Migration20261122020000_accounts extends Migration {
  override name = 'Migration20261122020000_accounts';

  override up(): void {
    this.addSql(`
      create table app_user (
        id text primary key,
        username citext not null unique,
        email citext not null unique,
        password_hash text not null,
        full_name text not null,
        role text check (role in ('client', 'cleaner', 'admin')),
        gender text not null check (gender in ('male', 'female', 'other', 'prefer_not_to_say')),
        language text not null default 'fr' check (language in ('fr', 'en')),
        email_frequency text not null default 'instant' check (email_frequency in ('instant', 'daily', 'weekly', 'monthly')),
        avatar_key text,
        location_city text,
        location_province text,
        referral_code text unique,
        referred_by_id text references app_user (id),
        terms_version text not null,
        terms_language text not null check (terms_language in ('fr', 'en')),
        terms_accepted_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        password_changed_at timestamptz not null,
        deleted_at timestamptz
      );`);
    this.addSql(`
      create table session (
        id text primary key,
        user_id text not null references app_user (id),
        token_hash text not null unique,
        csrf_token text not null,
        remember boolean not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        last_used_at timestamptz not null,
        revoked_at timestamptz
      );`);
    this.addSql('create index session_user_id_idx on session (user_id) where revoked_at is null;');
  }

  override down(): void {
    this.addSql('drop table if exists session;');
    this.addSql('drop table if exists app_user;');
  }
}
