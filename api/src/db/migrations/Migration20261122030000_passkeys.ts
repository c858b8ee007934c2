import { Migration } from '@mikro-orm/migrations';

/** Passkeys (WebAuthn credentials) and the single-use challenges of their ceremonies. */
export class Migration20261122030000_passkeys extends Migration {
  override name = 'Migration20261122030000_passkeys';

  override up(): void {
    this.addSql(`
      create table passkey (
        id text primary key,
        user_id text not null references app_user (id),
        credential_id text not null unique,
        public_key bytea not null,
        counter bigint not null default 0 check (counter >= 0),
        transports text[] not null default '{}',
        device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
        backed_up boolean not null,
        aaguid text not null,
        name text not null,
        created_at timestamptz not null,
        last_used_at timestamptz
      );`);
    this.addSql('create index passkey_user_id_idx on passkey (user_id);');
    this.addSql(`
      create table passkey_challenge (
        id text primary key,
        user_id text references app_user (id),
        challenge text not null unique,
        purpose text not null check (purpose in ('registration', 'login')),
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        check (purpose = 'login' or user_id is not null)
      );`);
    this.addSql('create index passkey_challenge_expires_at_idx on passkey_challenge (expires_at);');
  }

  override down(): void {
    this.addSql('drop table if exists passkey_challenge;');
    this.addSql('drop table if exists passkey;');
  }
}
