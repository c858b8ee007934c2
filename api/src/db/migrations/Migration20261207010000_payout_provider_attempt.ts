import { Migration } from '@mikro-orm/migrations';

/**
 * Which attempt's keys a payout uses at the provider. A retry after the provider could not be
 * reached reuses the unanswered attempt's keys, so a request that did arrive is answered, not
 * repeated; a retry after a refusal takes new ones (issue 36).
 */
export class Migration20261207010000_payout_provider_attempt extends Migration {
  override name = 'Migration20261207010000_payout_provider_attempt';

  override up(): void {
    this.addSql(`
      alter table payout add column provider_attempt integer;
      update payout set provider_attempt = attempts;
      alter table payout alter column provider_attempt set default 1, alter column provider_attempt set not null,
        add constraint payout_provider_attempt_check check (provider_attempt between 1 and attempts);`);
  }

  override down(): void {
    this.addSql('alter table payout drop column if exists provider_attempt;');
  }
}
