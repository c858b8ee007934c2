import { Migration } from '@mikro-orm/migrations';

/**
 * One source of truth for a balance still owed: the booking (its payment status and
 * `balance_payment_intent_id`). The pay-now link is derived from them, so the stored
 * `pay_now_url` and the payments area's copy (`balance_payment`) go; reminders count
 * themselves in their jobs. Webhooks find a booking by either of its payments.
 */
export class Migration20261122120000_pay_now extends Migration {
  override name = 'Migration20261122120000_pay_now';

  override up(): void {
    this.addSql('drop table if exists balance_payment;');
    this.addSql('alter table booking drop column if exists pay_now_url;');
    this.addSql('create index booking_deposit_payment_intent_idx on booking (deposit_payment_intent_id);');
    this.addSql('create index booking_balance_payment_intent_idx on booking (balance_payment_intent_id);');
  }

  override down(): void {
    this.addSql('drop index if exists booking_balance_payment_intent_idx;');
    this.addSql('drop index if exists booking_deposit_payment_intent_idx;');
    this.addSql('alter table booking add column pay_now_url text null;');
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
  }
}
