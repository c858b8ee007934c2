import { Migration } from '@mikro-orm/migrations';

/** The public before/after gallery: pairs of booking photos published by admins. */
export class Migration20261122103000_gallery extends Migration {
  override name = 'Migration20261122103000_gallery';

  override up(): void {
    // Cascades: a booking photo deleted (account erasure, the cleaner's correction) leaves the gallery with it.
    this.addSql(`
      create table gallery_item (
        id text primary key,
        booking_id text not null references booking (id),
        before_photo_id text not null unique references booking_photo (id) on delete cascade,
        after_photo_id text not null unique references booking_photo (id) on delete cascade,
        room text not null,
        published_by text not null references app_user (id),
        published_at timestamptz not null
      );`);
    this.addSql('create index gallery_item_room_idx on gallery_item (room, id desc);');
  }

  override down(): void {
    this.addSql('drop table if exists gallery_item;');
  }
}
