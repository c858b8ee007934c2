import { Migration } from '@mikro-orm/migrations';

/** Cleaners' work galleries. */
export class Migration20261122045000_gallery extends Migration {
  override name = 'Migration20261122045000_gallery';

  override up(): void {
    this.addSql(`
      create table cleaner_gallery_photo (
        id text primary key,
        user_id text not null references app_user (id),
        storage_key text not null,
        created_at timestamptz not null
      );`);
    this.addSql('create index cleaner_gallery_photo_user_idx on cleaner_gallery_photo (user_id, id);');
  }

  override down(): void {
    this.addSql('drop table if exists cleaner_gallery_photo;');
  }
}
