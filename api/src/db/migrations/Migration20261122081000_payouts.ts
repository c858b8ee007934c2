import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts to cleaners: weekly (one per cleaner and ISO week, which the unique index enforces
 * even when two job runs overlap) and instant. The money itself moves in the ledger.
 */
export class Migration20261122081000_payouts extends Migration {
  override name = 'Migration20261122081000_payouts';

  override up(): void {
    this.addSql(`
      create table payout (
        id text primary key,
        cleaner_id text not null references app_user (id),
        account_id text not null,
        method text not null check (method in ('weekly', 'instant')),
        period text check (period ~ '^[0-9]{4}-W[0-9]{2}$'),
        amount_cents integer not null check (amount_cents > 0),
        fee_cents integer not null check (fee_cents >= 0 and fee_cents < amount_cents),
        status text not null check (status in ('pending', 'paid', 'failed')),
        transfer_id text,
        provider_payout_id text unique,
        failure_code text,
        attempts integer not null default 1,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        paid_at timestamptz,
        check ((method = 'weekly') = (period is not null))
      );`);
    this.addSql("create unique index payout_weekly_once on payout (cleaner_id, period) where method = 'weekly';");
    this.addSql('create index payout_cleaner_idx on payout (cleaner_id, id desc);');
    this.addSql('create index payout_status_idx on payout (status, id desc);');
  }

  override down(): void {
    this.addSql('drop table if exists payout;');
  }
}
