import { Migration } from '@mikro-orm/migrations';

/**
 * Payments: the local payment provider's Stripe-shaped objects (pay_*) and the double-entry
 * ledger. The ledger's balance is guaranteed by the database, not only by the code that posts:
 * a deferred constraint trigger refuses, at commit, any transaction whose entries do not sum
 * to zero, and ledger rows can never be changed or deleted (a mistake is corrected by posting).
 */
export class Migration20261122050000_payments extends Migration {
  override name = 'Migration20261122050000_payments';

  override up(): void {
    // The local provider mirrors an outside system, so its rows do not reference app_user:
    // like Stripe's customer, pay_customer only remembers whose it is.
    this.addSql(`
      create table pay_customer (
        id text primary key,
        user_id text not null unique,
        email text not null,
        name text not null,
        created timestamptz not null
      );`);
    this.addSql(`
      create table pay_payment_method (
        id text primary key,
        customer_id text references pay_customer (id),
        type text not null default 'card' check (type = 'card'),
        brand text not null,
        last4 text not null check (last4 ~ '^[0-9]{4}$'),
        exp_month integer not null check (exp_month between 1 and 12),
        exp_year integer not null check (exp_year between 2000 and 2100),
        test_card text not null,
        created timestamptz not null
      );`);
    this.addSql('create index pay_payment_method_customer_idx on pay_payment_method (customer_id);');
    this.addSql(`
      create table pay_payment_intent (
        id text primary key,
        customer_id text not null references pay_customer (id),
        amount_cents integer not null check (amount_cents >= 50),
        currency text not null default 'cad' check (currency = 'cad'),
        status text not null check (status in
          ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
        payment_method_id text not null references pay_payment_method (id),
        setup_future_usage text check (setup_future_usage = 'off_session'),
        off_session boolean not null,
        idempotency_key text not null unique,
        request_fingerprint text not null,
        description text not null,
        last_payment_error_code text,
        last_payment_error_decline_code text,
        last_payment_error_message text,
        latest_charge text unique,
        metadata jsonb not null default '{}',
        created timestamptz not null,
        check ((last_payment_error_code is null) = (last_payment_error_message is null)),
        check ((status = 'succeeded') = (latest_charge is not null))
      );`);
    this.addSql('create index pay_payment_intent_customer_idx on pay_payment_intent (customer_id, id desc);');
    this.addSql(`
      create table pay_refund (
        id text primary key,
        payment_intent_id text not null references pay_payment_intent (id),
        amount_cents integer not null check (amount_cents > 0),
        currency text not null default 'cad' check (currency = 'cad'),
        status text not null check (status in ('pending', 'succeeded', 'failed', 'canceled')),
        reason text not null check (reason in ('requested_by_customer', 'duplicate', 'fraudulent')),
        failure_reason text,
        idempotency_key text not null unique,
        request_fingerprint text not null,
        created timestamptz not null,
        check ((status = 'failed') = (failure_reason is not null))
      );`);
    this.addSql('create index pay_refund_payment_intent_idx on pay_refund (payment_intent_id);');
    // What a webhook would carry. "sequence" orders events written in the same millisecond,
    // whose ids alone would sort at random; processed_at is set by whoever consumes them.
    this.addSql(`
      create table pay_event (
        id text primary key,
        sequence bigint generated always as identity unique,
        type text not null,
        object_id text not null,
        data jsonb not null,
        created timestamptz not null,
        processed_at timestamptz
      );`);
    this.addSql('create index pay_event_object_idx on pay_event (object_id, sequence);');
    this.addSql('create index pay_event_unprocessed_idx on pay_event (sequence) where processed_at is null;');

    this.addSql(`
      create table ledger_transaction (
        id text primary key,
        kind text not null check (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
        booking_id text,
        idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 255),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index ledger_transaction_booking_idx on ledger_transaction (booking_id) where booking_id is not null;');
    this.addSql(`
      create table ledger_entry (
        id bigint generated always as identity primary key,
        transaction_id text not null references ledger_transaction (id),
        account text not null check (account ~ '^[a-z]+(:[A-Za-z0-9_-]+)+$'),
        amount_cents bigint not null,
        created_at timestamptz not null default now()
      );`);
    // text_pattern_ops serves both "account = x" and the prefix sums ("account like 'cleaner:usr_…:%'").
    this.addSql('create index ledger_entry_account_idx on ledger_entry (account text_pattern_ops);');
    this.addSql('create index ledger_entry_transaction_idx on ledger_entry (transaction_id);');
    this.addSql(`
      create function ledger_check_balanced() returns trigger language plpgsql as $$
      declare
        total numeric;
      begin
        select coalesce(sum(amount_cents), 0) into total from ledger_entry where transaction_id = new.transaction_id;
        if total <> 0 then
          raise exception 'ledger transaction % does not balance: its entries sum to % cents', new.transaction_id, total
            using errcode = 'check_violation', constraint = 'ledger_entry_balanced';
        end if;
        return null;
      end;
      $$;`);
    // Deferred to commit: the entries of one transaction are inserted one statement at a time
    // (or several), and only the complete set has to balance.
    this.addSql(`
      create constraint trigger ledger_entry_balanced after insert on ledger_entry
        deferrable initially deferred for each row execute function ledger_check_balanced();`);
    this.addSql(`
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: post a correcting transaction instead of changing %', tg_table_name
          using errcode = 'restrict_violation';
      end;
      $$;`);
    this.addSql(`
      create trigger ledger_entry_append_only before update or delete on ledger_entry
        for each row execute function ledger_refuse_change();`);
    this.addSql(`
      create trigger ledger_transaction_append_only before update or delete on ledger_transaction
        for each row execute function ledger_refuse_change();`);
  }

  override down(): void {
    this.addSql('drop table if exists ledger_entry;');
    this.addSql('drop table if exists ledger_transaction;');
    this.addSql('drop function if exists ledger_refuse_change();');
    this.addSql('drop function if exists ledger_check_balanced();');
    this.addSql('drop table if exists pay_event;');
    this.addSql('drop table if exists pay_refund;');
    this.addSql('drop table if exists pay_payment_intent;');
    this.addSql('drop table if exists pay_payment_method;');
    this.addSql('drop table if exists pay_customer;');
  }
}
