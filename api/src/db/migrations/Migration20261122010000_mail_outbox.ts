import { Migration } from '@mikro-orm/migrations';

/** The mail outbox: every mail sent or stored instead of being sent (adapters/mail). */
export class Migration20261122010000_mail_outbox extends Migration {
  override name = 'Migration20261122010000_mail_outbox';

  override up(): void {
    // Ids are time-ordered (lib/ids.ts), so the primary key also serves "newest first".
    this.addSql(`
      create table mail_outbox (
        id text primary key,
        recipient text not null,
        subject text not null,
        text text not null,
        html text,
        locale text not null check (locale in ('fr', 'en')),
        tag text not null,
        created_at timestamptz not null default now(),
        delivered_at timestamptz
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_outbox;');
  }
}
