import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import type { Ledger } from '../payments/index.ts';
import type { RewardStatus } from './referrals.entities.ts';
import { referralsAccount } from './rewards.ts';

// The contract's shapes, not the service's names for them: the service imports this file.
type ReferralStats = components['schemas']['ReferralStats'];
type RewardKind = components['schemas']['ReferralReward']['kind'];

/**
 * The programme at a glance, for administrators: referred accounts by their role now,
 * referrers, rewards per kind and status, the cost so far (from the ledger) and the ten most
 * active referrers with what they earned.
 */
export async function referralStats(em: EntityManager, ledger: Ledger): Promise<ReferralStats> {
  const [[accounts], rewards, top, cost] = await Promise.all([
    query<Record<string, number>>(
      em,
      `select count(*)::int as total, (count(*) filter (where role = 'client'))::int as clients,
              (count(*) filter (where role = 'cleaner'))::int as cleaners,
              (count(*) filter (where role is null))::int as without_role,
              count(distinct referred_by_id)::int as referrers
         from app_user where referred_by_id is not null`,
    ),
    query<{ kind: RewardKind; status: RewardStatus; count: number; amount: string }>(
      em,
      `select kind, status, count(*)::int as count, sum(amount_cents)::text as amount
         from referral_reward group by kind, status order by kind, status`,
    ),
    query<{ id: string; full_name: string; role: string | null; referred: number; earned: string }>(
      em,
      `select u.id, u.full_name, u.role, count(*)::int as referred,
              (select coalesce(sum(amount_cents), 0) from referral_reward w
                where w.beneficiary_id = u.id and w.status = 'earned')::text as earned
         from app_user r join app_user u on u.id = r.referred_by_id
        group by u.id order by referred desc, u.id limit 10`,
    ),
    ledger.balance(em, referralsAccount),
  ]);
  return {
    referrals: {
      total: accounts?.total ?? 0,
      clients: accounts?.clients ?? 0,
      cleaners: accounts?.cleaners ?? 0,
      withoutRole: accounts?.without_role ?? 0,
    },
    referrers: accounts?.referrers ?? 0,
    rewards: rewards.map((row) => ({ kind: row.kind, status: row.status, count: row.count, amount: Number(row.amount) })),
    costCents: cost,
    topReferrers: top.map((row) => ({
      userId: row.id,
      name: row.full_name,
      role: (row.role ?? null) as ReferralStats['topReferrers'][number]['role'],
      referredCount: row.referred,
      earned: Number(row.earned),
    })),
  };
}
