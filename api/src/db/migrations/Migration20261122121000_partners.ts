import { Migration } from '@mikro-orm/migrations';

/**
 * Partners: their API keys (hashed), webhook endpoints, booking events and the delivery log;
 * a booking made through a partner's publishable key remembers the partner.
 */
export class Migration20261122121000_partners extends Migration {
  override name = 'Migration20261122121000_partners';

  override up(): void {
    this.addSql(`
      create table partner (
        id text primary key,
        name text not null,
        contact_email text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table partner_api_key (
        id text primary key,
        partner_id text not null references partner (id),
        kind text not null check (kind in ('publishable', 'secret')),
        name text not null,
        prefix text not null,
        secret_hash text not null unique,
        allowed_origins text[] not null default '{}',
        created_at timestamptz not null,
        last_used_at timestamptz,
        revoked_at timestamptz,
        check (kind = 'publishable' or cardinality(allowed_origins) = 0)
      );`);
    this.addSql('create index partner_api_key_partner_idx on partner_api_key (partner_id, id);');
    this.addSql(`
      create table partner_webhook_endpoint (
        id text primary key,
        partner_id text not null references partner (id),
        url text not null,
        events text[] not null check (cardinality(events) > 0),
        description text,
        secret text not null,
        created_at timestamptz not null,
        disabled_at timestamptz
      );`);
    this.addSql('create index partner_webhook_endpoint_partner_idx on partner_webhook_endpoint (partner_id, id);');
    this.addSql(`
      create table partner_event (
        id text primary key,
        partner_id text not null references partner (id),
        type text not null,
        booking_id text not null references booking (id),
        payload text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table partner_webhook_delivery (
        id text primary key,
        partner_id text not null references partner (id),
        event_id text not null references partner_event (id),
        event_type text not null,
        booking_id text not null,
        endpoint_id text not null references partner_webhook_endpoint (id),
        status text not null check (status in ('pending', 'succeeded', 'failed')),
        attempts jsonb not null default '[]',
        next_attempt_at timestamptz,
        created_at timestamptz not null,
        delivered_at timestamptz,
        unique (event_id, endpoint_id)
      );`);
    this.addSql('create index partner_webhook_delivery_partner_idx on partner_webhook_delivery (partner_id, id);');
    this.addSql('alter table booking add column partner_id text null references partner (id);');
  }

  override down(): void {
    this.addSql('alter table booking drop column if exists partner_id;');
    this.addSql('drop table if exists partner_webhook_delivery;');
    this.addSql('drop table if exists partner_event;');
    this.addSql('drop table if exists partner_webhook_endpoint;');
    this.addSql('drop table if exists partner_api_key;');
    this.addSql('drop table if exists partner;');
  }
}
