import { Migration } from '@mikro-orm/migrations';

/** The work on a booking: the timesheet, the quality checklist, before/after photos and the balance. */
export class Migration20261122060000_booking_work extends Migration {
  override name = 'Migration20261122060000_booking_work';

  override up(): void {
    this.addSql(`alter table property
      add column pin_latitude double precision null,
      add column pin_longitude double precision null,
      add constraint property_pin_whole check ((pin_latitude is null) = (pin_longitude is null));`);
    this.addSql(`alter table booking
      add column punch_in_location jsonb null,
      add column punched_out_at timestamptz null,
      add column punch_out_location jsonb null,
      add column checklist_submitted_at timestamptz null,
      add column balance_payment_intent_id text null,
      add column balance_paid_cents integer not null default 0,
      add column pay_now_url text null,
      add column settled_at timestamptz null,
      add constraint booking_punch_order check (punched_out_at is null or (punched_in_at is not null and punched_out_at >= punched_in_at));`);
    this.addSql(`create table booking_photo (
      id text primary key,
      booking_id text not null references booking (id) on delete cascade,
      kind text not null check (kind in ('before', 'after')),
      room text not null check (room in ('kitchen', 'bathroom', 'living', 'bedroom', 'office', 'other')),
      storage_key text not null,
      uploaded_by text not null,
      created_at timestamptz not null
    );`);
    this.addSql('create index booking_photo_booking_idx on booking_photo (booking_id, kind, id);');
  }

  override down(): void {
    this.addSql('drop table if exists booking_photo;');
    this.addSql(`alter table booking
      drop constraint if exists booking_punch_order,
      drop column if exists punch_in_location,
      drop column if exists punched_out_at,
      drop column if exists punch_out_location,
      drop column if exists checklist_submitted_at,
      drop column if exists balance_payment_intent_id,
      drop column if exists balance_paid_cents,
      drop column if exists pay_now_url,
      drop column if exists settled_at;`);
    this.addSql(`alter table property
      drop constraint if exists property_pin_whole,
      drop column if exists pin_latitude,
      drop column if exists pin_longitude;`);
  }
}
