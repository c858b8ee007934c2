import { Migration } from '@mikro-orm/migrations';

/**
 * An admin may send a webhook delivery's event again (issue 36): the new delivery names the one
 * it repeats, and only first deliveries stay one per event and endpoint.
 */
export class Migration20261207040000_partner_redelivery extends Migration {
  override name = 'Migration20261207040000_partner_redelivery';

  override up(): void {
    this.addSql(`
      alter table partner_webhook_delivery
        add column redelivery_of text references partner_webhook_delivery (id),
        drop constraint partner_webhook_delivery_event_id_endpoint_id_key;`);
    this.addSql(`
      create unique index partner_webhook_delivery_first_idx
        on partner_webhook_delivery (event_id, endpoint_id) where redelivery_of is null;`);
  }

  override down(): void {
    this.addSql('delete from partner_webhook_delivery where redelivery_of is not null;');
    this.addSql('drop index if exists partner_webhook_delivery_first_idx;');
    this.addSql(`
      alter table partner_webhook_delivery
        drop column redelivery_of,
        add constraint partner_webhook_delivery_event_id_endpoint_id_key unique (event_id, endpoint_id);`);
  }
}
