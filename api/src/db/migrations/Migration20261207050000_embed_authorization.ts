import { Migration } from '@mikro-orm/migrations';

/**
 * One-time codes of the embed's sign-in window (issue 38): the code's hash, the PKCE challenge,
 * the publishable key and the partner origin it is bound to, for 60 seconds.
 */
export class Migration20261207050000_embed_authorization extends Migration {
  override name = 'Migration20261207050000_embed_authorization';

  override up(): void {
    this.addSql(`
      create table embed_authorization (
        code_hash text primary key,
        user_id text not null references app_user (id) on delete cascade,
        key_id text not null,
        redirect_origin text not null,
        code_challenge text not null,
        expires_at timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists embed_authorization;');
  }
}
