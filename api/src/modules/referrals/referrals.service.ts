import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { shortName } from '../../lib/short-name.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import { accountErrors } from '../accounts/accounts.errors.ts';
import type { IBooking } from '../bookings/bookings.entities.ts';
import type { Ledger } from '../payments/index.ts';
import { referralStats } from './referral-stats.ts';
import {
  type IReferralReward,
  openRewardStatuses,
  ReferralReward,
  type RewardStatus,
  rewardStatuses,
} from './referrals.entities.ts';
import { type RewardExpiryOutcome, scheduleRewardExpiry } from './reward-expiry.ts';
import { expiryOf, referralsAccount, referrerBonusCents, rewardValidityMonths, welcomeCreditCents } from './rewards.ts';

type Schemas = components['schemas'];
export type ReferralOverview = Schemas['ReferralOverview'];
export type ReferralRewardDto = Schemas['ReferralReward'];
export type ReferredUserPage = Schemas['ReferredUserPage'];
export type ReferralRewardPage = Schemas['ReferralRewardPage'];
export type ReferralStats = Schemas['ReferralStats'];
export type ReferralInvitation = Schemas['ReferralInvitation'];

// The sign-up's own refusal of a code: the invitation page and the sign-up say the same thing.
const fail = errorsOf({ invalid_referral_code: accountErrors.invalid_referral_code });

export interface PageQuery {
  cursor?: string;
  limit: number;
}

const dayMs = 86_400_000;

export interface ReferralsService {
  /**
   * An account that signed up with a code now has a role (at sign-up or when choosing it):
   * creates the reward it earns, in the caller's transaction, and queues its expiry there.
   */
  accountReferred(tx: EntityManager, user: IUser, now?: Date): Promise<void>;
  /** Bookings edge: the welcome credit (cents) a client may still use, null when none. */
  availableCredit(em: EntityManager, clientId: string, now?: Date): Promise<number | null>;
  /** Bookings edge: a booking completed, in the transaction that completes it. */
  bookingCompleted(tx: EntityManager, booking: IBooking, now: Date): Promise<void>;
  /** The expiry job. */
  expire(rewardId: string): Promise<RewardExpiryOutcome>;
  overview(user: IUser): Promise<ReferralOverview>;
  /** An invitation link's code, before the sign-up: who shared it and the terms. */
  invitation(code: string): Promise<ReferralInvitation>;
  listReferred(user: IUser, query: PageQuery): Promise<ReferredUserPage>;
  listRewards(user: IUser, query: PageQuery): Promise<ReferralRewardPage>;
  stats(): Promise<ReferralStats>;
}

export interface ReferralsDeps {
  orm: MikroORM;
  boss: PgBoss;
  ledger: Ledger;
  /** Where the app is served, for the referral link. */
  publicUrl: string;
}

/** A client's bookings that hold their welcome credit: not finished yet, priced with it. */
async function creditHeld(em: EntityManager, clientId: string): Promise<boolean> {
  const rows = await query<{ id: string }>(
    em,
    `select id from booking where client_id = $1 and status in ('pending', 'confirmed', 'in_progress')
        and price -> 'discount' ->> 'kind' = 'referral' limit 1`,
    [clientId],
  );
  return rows.length > 0;
}

export function createReferralsService(deps: ReferralsDeps): ReferralsService {
  const { orm, boss, ledger, publicUrl } = deps;

  const terms = () => ({
    referrerBonus: referrerBonusCents,
    welcomeCredit: welcomeCreditCents,
    validityMonths: rewardValidityMonths,
  });

  async function rewardDtos(em: EntityManager, rewards: readonly IReferralReward[]): Promise<ReferralRewardDto[]> {
    const ids = [...new Set(rewards.flatMap((r) => [r.referrerId, r.referredId]))];
    const users = new Map((ids.length ? await em.find(User, { id: { $in: ids } }) : []).map((u) => [u.id, u]));
    return rewards.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amountCents,
      status: r.status,
      expiresAt: r.expiresAt.toISOString(),
      referredName: shortName(users.get(r.referredId)),
      referrerName: shortName(users.get(r.referrerId)),
      bookingId: r.bookingId ?? null,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    }));
  }

  function resolve(reward: IReferralReward, status: RewardStatus, now: Date, bookingId: string | null = null): void {
    reward.status = status;
    reward.resolvedAt = now;
    if (bookingId) reward.bookingId = bookingId;
  }

  /** The referrer bonus of a cleaner's first completed job: credited to the referrer's earnings. */
  async function earnBonus(tx: EntityManager, booking: IBooking, now: Date): Promise<void> {
    const bonus = await tx.findOne(
      ReferralReward,
      { kind: 'referrer_bonus', referredId: booking.cleanerId, status: 'pending' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!bonus) return;
    if (bonus.expiresAt <= now) {
      resolve(bonus, 'expired', now);
      return;
    }
    resolve(bonus, 'earned', now, booking.id);
    await ledger.post(tx, {
      kind: 'referral.bonus',
      bookingId: booking.id,
      idempotencyKey: `referral:${bonus.id}`,
      lines: [
        { account: referralsAccount, amountCents: bonus.amountCents },
        { account: `cleaner:${bonus.beneficiaryId}:earnings`, amountCents: -bonus.amountCents },
      ],
    });
  }

  /**
   * A client's completed booking settles their welcome credit: used when this booking was
   * priced with it; replaced when another first-booking discount (larger: they never stack)
   * priced it instead. A booking with no discount leaves it alone: the client's first booking
   * is another one, which will settle it.
   */
  async function settleCredit(tx: EntityManager, booking: IBooking, now: Date): Promise<void> {
    const credit = await tx.findOne(
      ReferralReward,
      { kind: 'welcome_credit', beneficiaryId: booking.clientId, status: { $in: [...openRewardStatuses] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const discount = booking.price.discount?.kind;
    if (!credit || !discount) return;
    if (discount === 'referral') resolve(credit, 'used', now, booking.id);
    else if (credit.expiresAt <= now) resolve(credit, 'expired', now);
    else resolve(credit, 'replaced', now, booking.id);
  }

  return {
    async accountReferred(tx, user, now = new Date()) {
      if (!user.referredById || !user.role) return;
      const referrer = await tx.findOne(User, { id: user.referredById });
      if (!referrer) return;
      let reward: IReferralReward | null = null;
      const common = {
        id: newId('rwd'),
        referrerId: referrer.id,
        referredId: user.id,
        expiresAt: expiryOf(now),
        bookingId: null,
        resolvedAt: null,
        createdAt: now,
      };
      if (user.role === 'client') {
        reward = tx.create(ReferralReward, {
          ...common,
          kind: 'welcome_credit',
          beneficiaryId: user.id,
          amountCents: welcomeCreditCents,
          status: 'available',
        });
      } else if (user.role === 'cleaner' && referrer.role === 'cleaner' && !referrer.deletedAt) {
        reward = tx.create(ReferralReward, {
          ...common,
          kind: 'referrer_bonus',
          beneficiaryId: referrer.id,
          amountCents: referrerBonusCents,
          status: 'pending',
        });
      }
      if (!reward) return;
      // The reward refers to the account by a plain id: the account's row goes in first.
      await tx.flush();
      await scheduleRewardExpiry(boss, tx, reward);
    },

    async availableCredit(em, clientId, now = new Date()) {
      const credit = await em.findOne(ReferralReward, {
        kind: 'welcome_credit',
        beneficiaryId: clientId,
        status: 'available',
        expiresAt: { $gt: now },
      });
      return credit?.amountCents ?? null;
    },

    async bookingCompleted(tx, booking, now) {
      await earnBonus(tx, booking, now);
      await settleCredit(tx, booking, now);
    },

    async expire(rewardId) {
      return orm.em.fork().transactional(async (tx): Promise<RewardExpiryOutcome> => {
        const reward = await tx.findOne(ReferralReward, { id: rewardId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!reward || !(openRewardStatuses as readonly string[]).includes(reward.status)) return { outcome: 'resolved' };
        const now = new Date();
        if (now < reward.expiresAt) return { outcome: 'later', runAt: reward.expiresAt };
        // A booking priced with the credit before it expired keeps it until it completes (used)
        // or is cancelled (then it expires): look again tomorrow.
        if (reward.kind === 'welcome_credit' && (await creditHeld(tx, reward.beneficiaryId))) {
          return { outcome: 'later', runAt: new Date(now.getTime() + dayMs) };
        }
        resolve(reward, 'expired', now);
        await tx.flush();
        return { outcome: 'expired' };
      });
    },

    async overview(user) {
      const em = orm.em.fork();
      const [referredCount, sums] = await Promise.all([
        em.count(User, { referredById: user.id }),
        query<{ status: RewardStatus; total: string }>(
          em,
          'select status, sum(amount_cents)::text as total from referral_reward where beneficiary_id = $1 group by status',
          [user.id],
        ),
      ]);
      const rewards = Object.fromEntries(rewardStatuses.map((s) => [s, 0])) as ReferralOverview['rewards'];
      for (const row of sums) rewards[row.status] = Number(row.total);
      const code = user.referralCode ?? '';
      return {
        code,
        link: `${publicUrl.replace(/\/+$/, '')}/referral-program?code=${encodeURIComponent(code)}`,
        terms: terms(),
        referredCount,
        rewards,
      };
    },

    async invitation(code) {
      // The sign-up's own match (accounts): upper case, trimmed, a live account's.
      const referrer = await orm.em.fork().findOne(User, { referralCode: code.trim().toUpperCase(), deletedAt: null });
      if (!referrer?.referralCode) {
        throw fail('invalid_referral_code', {
          detail: { fr: 'Aucun compte n’a ce code de parrainage.', en: 'No account has this referral code.' },
        });
      }
      return { code: referrer.referralCode, referrerName: shortName(referrer), terms: terms() };
    },

    async listReferred(user, query) {
      const em = orm.em.fork();
      const rows = await em.find(
        User,
        { referredById: user.id, ...(query.cursor ? { id: { $lt: query.cursor } } : {}) },
        { orderBy: { id: 'desc' }, limit: query.limit + 1 },
      );
      const items = rows.slice(0, query.limit);
      const rewards = items.length
        ? await em.find(ReferralReward, { beneficiaryId: user.id, referredId: { $in: items.map((u) => u.id) } })
        : [];
      const dtos = new Map((await rewardDtos(em, rewards)).map((dto, i) => [rewards[i]?.referredId, dto]));
      return {
        items: items.map((referred) => ({
          name: shortName(referred),
          role: referred.role ?? null,
          joinedAt: referred.createdAt.toISOString(),
          reward: dtos.get(referred.id) ?? null,
        })),
        nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    async listRewards(user, query) {
      const em = orm.em.fork();
      const rows = await em.find(
        ReferralReward,
        { beneficiaryId: user.id, ...(query.cursor ? { id: { $lt: query.cursor } } : {}) },
        { orderBy: { id: 'desc' }, limit: query.limit + 1 },
      );
      const items = rows.slice(0, query.limit);
      return {
        items: await rewardDtos(em, items),
        nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    stats: () => referralStats(orm.em.fork(), ledger),
  };
}
