import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings, their series, their recorded transitions and the idempotency keys of the writes
 * that create them. The exclusion constraint is the rule "no double booking": two bookings of
 * one cleaner that hold their slot (pending, confirmed, in progress) never overlap, whatever
 * the code above does and however many requests race.
 */
export class Migration20261122051000_bookings extends Migration {
  override name = 'Migration20261122051000_bookings';

  override up(): void {
    this.addSql(`
      create table booking_series (
        id text primary key,
        client_id text not null references app_user (id),
        cleaner_id text not null references app_user (id),
        frequency text not null check (frequency in ('weekly', 'bi-weekly', 'monthly', 'custom')),
        interval_days integer check (interval_days between 1 and 90),
        occurrences integer not null check (occurrences between 2 and 12),
        created_at timestamptz not null
      );`);
    // property_id is plain text until the properties area lands; its merge adds the foreign key.
    this.addSql(`
      create table booking (
        id text primary key,
        client_id text not null references app_user (id),
        cleaner_id text not null references app_user (id),
        property_id text not null,
        property_type text not null,
        property_city text not null,
        series_id text references booking_series (id),
        series_index integer check (series_index >= 1),
        frequency text not null check (frequency in ('once', 'weekly', 'bi-weekly', 'monthly', 'custom')),
        status text not null check (status in
          ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'declined', 'declinedByClient')),
        payment_status text not null check (payment_status in
          ('initial_pending', 'initial_failed', 'initial_completed', 'final_pending', 'final_failed', 'final_completed',
           'final_refunded', 'final_partially_refunded', 'fully_paid', 'partially_paid', 'completed', 'failed', 'refunded')),
        local_date date not null,
        local_start_time text not null check (local_start_time ~ '^([01][0-9]|2[0-3]):(00|30)$'),
        duration_minutes integer not null check (duration_minutes between 240 and 720 and duration_minutes % 30 = 0),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        slot tstzrange generated always as (tstzrange(starts_at, ends_at, '[)')) stored,
        service_type text not null,
        notes text check (char_length(notes) <= 1000),
        has_pets boolean not null,
        pet_type text check (pet_type in ('cat', 'dog', 'other')),
        supplies_provided_by_cleaner boolean not null,
        allow_photos boolean not null,
        emergency boolean not null,
        emergency_reason text,
        priority_level integer check (priority_level between 1 and 3),
        checklist jsonb not null,
        price jsonb not null,
        total_cents integer not null check (total_cents >= 0),
        deposit_cents integer not null check (deposit_cents >= 0),
        balance_cents integer not null check (balance_cents >= 0),
        payment_customer_id text,
        payment_method_id text,
        deposit_payment_intent_id text,
        refunded_cents integer not null default 0 check (refunded_cents between 0 and deposit_cents),
        fee_kept_cents integer not null default 0 check (fee_kept_cents >= 0),
        cancellation_reason text,
        cancellation_note text,
        cancelled_by text check (cancelled_by in ('client', 'cleaner', 'admin', 'system')),
        cancelled_at timestamptz,
        punched_in_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (ends_at > starts_at),
        constraint booking_cleaner_slot_free exclude using gist (cleaner_id with =, slot with &&)
          where (status in ('pending', 'confirmed', 'in_progress'))
      );`);
    this.addSql('create index booking_client_idx on booking (client_id, id desc);');
    this.addSql('create index booking_cleaner_idx on booking (cleaner_id, id desc);');
    this.addSql('create index booking_series_idx on booking (series_id) where series_id is not null;');
    this.addSql(`
      create table booking_transition (
        id text primary key,
        booking_id text not null references booking (id),
        action text not null,
        from_status text,
        to_status text not null,
        actor_user_id text references app_user (id),
        actor_role text not null check (actor_role in ('client', 'cleaner', 'admin', 'system')),
        reason text,
        note text,
        at timestamptz not null
      );`);
    this.addSql('create index booking_transition_booking_idx on booking_transition (booking_id, id);');
    this.addSql(`
      create table idempotency_key (
        user_id text not null references app_user (id),
        key text not null,
        operation text not null,
        request_hash text not null,
        state text not null check (state in ('in_progress', 'done')),
        response_status integer,
        response_body jsonb,
        created_at timestamptz not null,
        primary key (user_id, key)
      );`);
    this.addSql('create index idempotency_key_created_idx on idempotency_key (created_at);');
  }

  override down(): void {
    this.addSql('drop table if exists idempotency_key;');
    this.addSql('drop table if exists booking_transition;');
    this.addSql('drop table if exists booking;');
    this.addSql('drop table if exists booking_series;');
  }
}
