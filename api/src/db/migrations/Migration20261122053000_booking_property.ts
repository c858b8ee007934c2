import { Migration } from '@mikro-orm/migrations';

/** Bookings point at real properties (built in parallel, joined here). Properties are only soft-deleted. */
export class Migration20261122053000_booking_property extends Migration {
  override name = 'Migration20261122053000_booking_property';

  override up(): void {
    this.addSql('alter table booking add constraint booking_property_fk foreign key (property_id) references property (id);');
    this.addSql('create index booking_property_idx on booking (property_id);');
  }

  override down(): void {
    this.addSql('drop index if exists booking_property_idx;');
    this.addSql('alter table booking drop constraint if exists booking_property_fk;');
  }
}
