import { Migration } from '@mikro-orm/migrations';

/**
 * Referral rewards. The link between two accounts is app_user.referred_by_id (set at sign-up);
 * a reward row exists once the referred account has a role that earns one: a referrer bonus
 * for a cleaner who referred a cleaner, a welcome credit for a referred client. At most one of
 * each kind per referred account, whatever races.
 */
export class Migration20261122111000_referrals extends Migration {
  override name = 'Migration20261122111000_referrals';

  override up(): void {
    this.addSql(`
      create table referral_reward (
        id text primary key,
        kind text not null check (kind in ('referrer_bonus', 'welcome_credit')),
        beneficiary_id text not null references app_user (id),
        referrer_id text not null references app_user (id),
        referred_id text not null references app_user (id),
        amount_cents integer not null check (amount_cents > 0),
        status text not null,
        expires_at timestamptz not null,
        booking_id text references booking (id),
        resolved_at timestamptz,
        created_at timestamptz not null,
        constraint referral_reward_once unique (referred_id, kind),
        constraint referral_reward_status check (
          (kind = 'referrer_bonus' and status in ('pending', 'earned', 'expired'))
          or (kind = 'welcome_credit' and status in ('available', 'used', 'replaced', 'expired'))),
        constraint referral_reward_resolved check ((status in ('pending', 'available')) = (resolved_at is null))
      );`);
    this.addSql('create index referral_reward_beneficiary_idx on referral_reward (beneficiary_id, id desc);');
    // "People I referred", newest first.
    this.addSql('create index app_user_referred_by_idx on app_user (referred_by_id, id desc) where referred_by_id is not null;');
  }

  override down(): void {
    this.addSql('drop index if exists app_user_referred_by_idx;');
    this.addSql('drop table if exists referral_reward;');
  }
}
