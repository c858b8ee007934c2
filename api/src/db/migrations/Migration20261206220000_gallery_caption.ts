import { Migration } from '@mikro-orm/migrations';

/** Work photos get a caption and a room (issue 35), the public gallery's filters. */
export class Migration20261206220000_gallery_caption extends Migration {
  override name = 'Migration20261206220000_gallery_caption';

  override up(): void {
    this.addSql(`
      alter table cleaner_gallery_photo
        add column caption text check (char_length(caption) between 1 and 140),
        add column category text check (category in ('kitchen', 'bathroom', 'living', 'office'));`);
  }

  override down(): void {
    this.addSql('alter table cleaner_gallery_photo drop column if exists caption, drop column if exists category;');
  }
}
