import { Migration } from '@mikro-orm/migrations';

/**
 * Stripe Connect and webhooks: the local provider's connected accounts, transfers and payouts
 * (pay_*, Stripe-shaped), the Stripe adapter's customer map, cleaners' payout accounts with
 * their connect status, the webhook events received (each processed once), the balances
 * clients are asked to pay now, and disputes.
 */
export class Migration20261122080000_stripe_connect extends Migration {
  override name = 'Migration20261122080000_stripe_connect';

  override up(): void {
    this.addSql('alter table pay_event add column account text;');
    this.addSql(`
      create table pay_account (
        id text primary key,
        email text not null,
        user_id text not null,
        details_submitted boolean not null,
        charges_enabled boolean not null,
        payouts_enabled boolean not null,
        currently_due jsonb not null default '[]',
        past_due jsonb not null default '[]',
        eventually_due jsonb not null default '[]',
        pending_verification jsonb not null default '[]',
        disabled_reason text,
        payout_failure text,
        idempotency_key text not null unique,
        created timestamptz not null
      );`);
    this.addSql(`
      create table pay_transfer (
        id text primary key,
        account_id text not null references pay_account (id),
        amount_cents integer not null check (amount_cents > 0),
        currency text not null default 'cad' check (currency = 'cad'),
        description text not null,
        metadata jsonb not null default '{}',
        idempotency_key text not null unique,
        request_fingerprint text not null,
        created timestamptz not null
      );`);
    this.addSql(`
      create table pay_payout (
        id text primary key,
        account_id text not null references pay_account (id),
        amount_cents integer not null check (amount_cents > 0),
        currency text not null default 'cad' check (currency = 'cad'),
        method text not null check (method in ('standard', 'instant')),
        status text not null check (status in ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
        failure_code text,
        arrival_date timestamptz not null,
        metadata jsonb not null default '{}',
        idempotency_key text not null unique,
        request_fingerprint text not null,
        created timestamptz not null
      );`);

    // Stripe keeps idempotency keys 24 hours: the customer made for a user is remembered here.
    this.addSql(`
      create table stripe_customer (
        user_id text primary key,
        customer_id text not null unique
      );`);

    this.addSql(`
      create table payment_account (
        user_id text primary key references app_user (id),
        account_id text not null unique,
        connect_status text not null check (connect_status in
          ('pendingRequirements', 'pending', 'active', 'inactive', 'incomplete', 'restricted')),
        charges_enabled boolean not null,
        payouts_enabled boolean not null,
        details_submitted boolean not null,
        requirements jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);

    // One row per event id: a replay finds it and changes nothing.
    this.addSql(`
      create table payment_webhook_event (
        id text primary key,
        type text not null,
        object_id text,
        account text,
        received_at timestamptz not null,
        outcome text not null
      );`);
    this.addSql('create index payment_webhook_event_received_idx on payment_webhook_event (received_at);');

    this.addSql(`
      create table balance_payment (
        booking_id text primary key references booking (id),
        payment_intent_id text not null,
        amount_cents integer not null check (amount_cents > 0),
        status text not null check (status in ('open', 'paid')),
        next_action_url text,
        reminders_sent integer not null default 0,
        opened_at timestamptz not null,
        paid_at timestamptz
      );`);

    this.addSql(`
      create table payment_dispute (
        id text primary key,
        payment_intent_id text,
        booking_id text,
        amount_cents integer not null,
        reason text,
        status text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists payment_dispute;');
    this.addSql('drop table if exists balance_payment;');
    this.addSql('drop table if exists payment_webhook_event;');
    this.addSql('drop table if exists payment_account;');
    this.addSql('drop table if exists stripe_customer;');
    this.addSql('drop table if exists pay_payout;');
    this.addSql('drop table if exists pay_transfer;');
    this.addSql('drop table if exists pay_account;');
    this.addSql('alter table pay_event drop column if exists account;');
  }
}
