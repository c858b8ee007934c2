import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices: one per booking, numbered per calendar year without gaps. The number comes from
 * `invoice_sequence`, incremented in the transaction that inserts the invoice, so a rolled-back
 * issue gives its number back and concurrent issues wait on the year's row.
 */
export class Migration20261122090000_invoices extends Migration {
  override name = 'Migration20261122090000_invoices';

  override up(): void {
    this.addSql(`
      create table invoice_sequence (
        year integer primary key check (year between 2000 and 9999),
        last_number integer not null check (last_number >= 1)
      );`);
    this.addSql(`
      create table invoice (
        id text primary key,
        booking_id text not null unique references booking (id),
        number text not null unique,
        year integer not null,
        sequence integer not null check (sequence >= 1),
        issued_at timestamptz not null,
        snapshot jsonb not null,
        constraint invoice_year_sequence_unique unique (year, sequence)
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists invoice;');
    this.addSql('drop table if exists invoice_sequence;');
  }
}
