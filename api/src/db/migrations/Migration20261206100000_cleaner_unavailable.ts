import { Migration } from '@mikro-orm/migrations';

/**
 * A confirmed or in-progress booking whose cleaner is suspended is marked (issue 34, finding 2):
 * the admin dashboard lists the marked open bookings, and the client may cancel one for free.
 * The partial index keeps that list a small read however many bookings there are.
 */
export class Migration20261206100000_cleaner_unavailable extends Migration {
  override name = 'Migration20261206100000_cleaner_unavailable';

  override up(): void {
    this.addSql('alter table booking add column cleaner_unavailable_at timestamptz;');
    this.addSql(
      `create index booking_cleaner_unavailable on booking (starts_at)
        where cleaner_unavailable_at is not null and status in ('confirmed', 'in_progress');`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists booking_cleaner_unavailable;');
    this.addSql('alter table booking drop column if exists cleaner_unavailable_at;');
  }
}
