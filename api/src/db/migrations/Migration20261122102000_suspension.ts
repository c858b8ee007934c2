import { Migration } from '@mikro-orm/migrations';

/** Admins suspend accounts: sessions stop working and sign-in is refused until reactivation. */
export class Migration20261122102000_suspension extends Migration {
  override name = 'Migration20261122102000_suspension';

  override up(): void {
    this.addSql('alter table app_user add column suspended_at timestamptz, add column suspension_reason text;');
    this.addSql(
      'alter table app_user add constraint app_user_suspension_reason check ((suspended_at is null) = (suspension_reason is null));',
    );
  }

  override down(): void {
    this.addSql('alter table app_user drop constraint if exists app_user_suspension_reason;');
    this.addSql('alter table app_user drop column if exists suspension_reason, drop column if exists suspended_at;');
  }
}
