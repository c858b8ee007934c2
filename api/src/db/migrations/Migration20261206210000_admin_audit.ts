import { Migration } from '@mikro-orm/migrations';

/**
 * Administrators' actions on accounts (issue 36): suspension and reactivation, each row written
 * in the action's own transaction, listed newest first on the user's detail.
 */
export class Migration20261206210000_admin_audit extends Migration {
  override name = 'Migration20261206210000_admin_audit';

  override up(): void {
    this.addSql(`
      create table admin_audit (
        id text primary key,
        action text not null check (action in ('user.suspended', 'user.reactivated')),
        subject_user_id text not null references app_user (id),
        actor_id text references app_user (id),
        reason text check (char_length(reason) <= 500),
        created_at timestamptz not null
      );`);
    this.addSql('create index admin_audit_subject_idx on admin_audit (subject_user_id, id desc);');
  }

  override down(): void {
    this.addSql('drop table if exists admin_audit;');
  }
}
