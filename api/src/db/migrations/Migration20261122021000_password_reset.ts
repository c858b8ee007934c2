import { Migration } from '@mikro-orm/migrations';

/** Single-use password reset tokens (only their SHA-256 is stored). */
export class Migration20261122021000_password_reset extends Migration {
  override name = 'Migration20261122021000_password_reset';

  override up(): void {
    this.addSql(`
      create table password_reset (
        id text primary key,
        user_id text not null references app_user (id),
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );`);
    this.addSql('create index password_reset_user_id_idx on password_reset (user_id);');
  }

  override down(): void {
    this.addSql('drop table if exists password_reset;');
  }
}
