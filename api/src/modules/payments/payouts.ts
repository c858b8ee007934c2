import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { addDays, businessZone, instantAt, todayInToronto, weekdayOf } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { ConnectService } from './connect.ts';
import type { Ledger } from './ledger-types.ts';
import { type IPayout, Payout } from './payments.entities.ts';
import { paymentErrors } from './payments.errors.ts';
import type { EventHandlers } from './webhooks/receiver.ts';

const fail = errorsOf(paymentErrors);

/** The instant payout fee (spec §9). */
export const instantPayoutFeeCents = 500;
export const weeklyPayoutQueue = 'payouts-weekly';
/** Fridays at 9:00 in Quebec. */
export const weeklyPayoutCron = '0 9 * * 5';

const earnings = (cleanerId: string) => `cleaner:${cleanerId}:earnings`;
const paidOut = (cleanerId: string) => `cleaner:${cleanerId}:payouts`;

/** Monday 00:00 (Quebec) of the week holding `now`: work settled before it is last week's or older. */
export function weekStart(now: Date): Date {
  const today = todayInToronto(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return instantAt(monday, 0, businessZone);
}

/** The ISO week (`2026-W47`) of the Monday before `now`'s week: the week a Friday payout pays for. */
export function previousIsoWeek(now: Date): string {
  const today = todayInToronto(now);
  const lastMonday = addDays(today, -((weekdayOf(today) + 6) % 7) - 7);
  const [y, m, d] = lastMonday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + 3)); // the Thursday decides the ISO year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.floor((date.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface PayoutDto {
  id: string;
  cleanerId: string;
  method: 'weekly' | 'instant';
  period: string | null;
  amount: number;
  fee: number;
  net: number;
  status: 'pending' | 'paid' | 'failed';
  failureCode: string | null;
  attempts: number;
  createdAt: string;
  paidAt: string | null;
}

export function payoutDto(p: IPayout): PayoutDto {
  return {
    id: p.id,
    cleanerId: p.cleanerId,
    method: p.method,
    period: p.period ?? null,
    amount: p.amountCents,
    fee: p.feeCents,
    net: p.amountCents - p.feeCents,
    status: p.status,
    failureCode: p.failureCode ?? null,
    attempts: p.attempts,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

async function sum(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<Array<{ total: string | null }>>(sql, params);
  return Number(row?.total ?? 0);
}

/** Everything owed to a cleaner now (credit balance of their earnings). */
async function owedNow(em: EntityManager, cleanerId: string): Promise<number> {
  return -(await sum(em, 'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account = ?', [
    earnings(cleanerId),
  ]));
}

/** What a weekly payout pays: earnings settled before this week, less everything already paid out of them. */
async function owedForPastWeeks(em: EntityManager, cleanerId: string, before: Date): Promise<number> {
  const owed = -(await sum(
    em,
    `select coalesce(sum(amount_cents), 0)::text as total from ledger_entry
      where account = ? and (amount_cents > 0 or created_at < ?)`,
    [earnings(cleanerId), before],
  ));
  return Math.max(0, Math.min(owed, await owedNow(em, cleanerId)));
}

/**
 * Runs in the payout's own transaction, just before it commits, with the answer the caller will
 * get: the route stores it under the caller's Idempotency-Key there, so a process that dies after
 * the commit leaves a key that answers with this payout, never one a retry would run again.
 */
export type BeforePayoutCommit = (tx: EntityManager, answer: PayoutDto) => Promise<void>;

export interface PayoutsService {
  balances(
    cleanerId: string,
  ): Promise<{ earned: number; available: number; weeklyPayable: number; paidOut: number; instantFee: number }>;
  history(cleanerId: string): Promise<PayoutDto[]>;
  list(status?: IPayout['status']): Promise<PayoutDto[]>;
  instant(cleanerId: string, beforeCommit?: BeforePayoutCommit): Promise<PayoutDto>;
  /** Friday's run: one payout per cleaner with an active account and something owed for past weeks. */
  runWeekly(now?: Date): Promise<{ paid: number; skipped: number; failed: number }>;
  retry(payoutId: string, beforeCommit?: BeforePayoutCommit): Promise<PayoutDto>;
  handlers(): EventHandlers;
}

export function createPayoutsService(deps: {
  orm: MikroORM;
  provider: PaymentProvider;
  ledger: Ledger;
  connect: ConnectService;
}): PayoutsService {
  const { orm, provider, ledger, connect } = deps;

  /** Earnings → payouts (and the instant fee → platform:fees), under the attempt's key. */
  async function postPaid(tx: EntityManager, payout: IPayout): Promise<void> {
    await ledger.post(tx, {
      kind: 'payout',
      idempotencyKey: `${payout.id}:${payout.attempts}`,
      lines: [
        { account: earnings(payout.cleanerId), amountCents: payout.amountCents },
        { account: paidOut(payout.cleanerId), amountCents: -(payout.amountCents - payout.feeCents) },
        ...(payout.feeCents > 0 ? [{ account: 'platform:fees', amountCents: -payout.feeCents }] : []),
      ],
    });
  }

  /** The money did not reach the cleaner: it is owed again (and the fee given back). */
  async function postFailed(tx: EntityManager, payout: IPayout, code: string): Promise<void> {
    if (payout.status === 'failed') return;
    await ledger.post(tx, {
      kind: 'payout.failed',
      idempotencyKey: `${payout.id}:${payout.attempts}:failed`,
      lines: [
        { account: earnings(payout.cleanerId), amountCents: -payout.amountCents },
        { account: paidOut(payout.cleanerId), amountCents: payout.amountCents - payout.feeCents },
        ...(payout.feeCents > 0 ? [{ account: 'platform:fees', amountCents: payout.feeCents }] : []),
      ],
    });
    payout.status = 'failed';
    payout.failureCode = code;
    payout.updatedAt = new Date();
  }

  /** Transfers to the account (once) and pays the net out, in the payout's transaction. */
  async function send(tx: EntityManager, payout: IPayout): Promise<void> {
    const net = payout.amountCents - payout.feeCents;
    if (!payout.transferId) {
      const transfer = await provider.transfer({
        accountId: payout.accountId,
        amountCents: net,
        idempotencyKey: `transfer:${payout.id}`,
        description: `Propre payout ${payout.id}`,
        metadata: { payoutId: payout.id, cleanerId: payout.cleanerId },
      });
      if (transfer.status === 'failed') return postFailed(tx, payout, transfer.code);
      payout.transferId = transfer.transferId;
    }
    const base =
      payout.method === 'weekly'
        ? `payout:${payout.accountId}:${payout.period}`
        : `payout:${payout.accountId}:instant:${payout.id}`;
    const result = await provider.payout({
      accountId: payout.accountId,
      amountCents: net,
      method: payout.method === 'instant' ? 'instant' : 'standard',
      idempotencyKey: payout.attempts > 1 ? `${base}:retry${payout.attempts}` : base,
      metadata: { payoutId: payout.id, cleanerId: payout.cleanerId },
    });
    if (result.status === 'failed') return postFailed(tx, payout, result.code);
    payout.providerPayoutId = result.payoutId;
    if (result.status === 'paid') {
      payout.status = 'paid';
      payout.paidAt = new Date();
    }
  }

  async function create(
    cleanerId: string,
    method: 'weekly' | 'instant',
    now: Date,
    beforeCommit?: BeforePayoutCommit,
  ): Promise<IPayout | null> {
    return orm.em.fork().transactional(async (tx) => {
      // One payout computation per cleaner at a time: two requests cannot both take the balance.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`payouts:${cleanerId}`]);
      const account = await connect.payableAccount(tx, cleanerId);
      const period = method === 'weekly' ? previousIsoWeek(now) : null;
      if (period && (await tx.findOne(Payout, { cleanerId, method: 'weekly', period }))) return null;
      const amount = method === 'weekly' ? await owedForPastWeeks(tx, cleanerId, weekStart(now)) : await owedNow(tx, cleanerId);
      const fee = method === 'instant' ? instantPayoutFeeCents : 0;
      if (amount - fee <= 0) {
        if (method === 'weekly') return null;
        throw fail('insufficient_balance', {
          detail: {
            fr: `Solde insuffisant : ${(amount / 100).toFixed(2)} $ à verser, les frais de versement instantané sont de 5 $.`,
            en: `Insufficient balance: ${(amount / 100).toFixed(2)} $ owed, and an instant payout costs 5 $.`,
          },
        });
      }
      const payout = tx.create(Payout, {
        id: newId('pyt'),
        cleanerId,
        accountId: account.accountId,
        method,
        period,
        amountCents: amount,
        feeCents: fee,
        status: 'pending',
        transferId: null,
        providerPayoutId: null,
        failureCode: null,
        attempts: 1,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
      });
      await tx.flush();
      await postPaid(tx, payout);
      await send(tx, payout);
      await tx.flush();
      await beforeCommit?.(tx, payoutDto(payout));
      return payout;
    });
  }

  async function byProviderId(tx: EntityManager, object: Record<string, unknown>): Promise<IPayout | null> {
    const metadata = (object.metadata ?? {}) as Record<string, string>;
    const found = metadata.payoutId
      ? await tx.findOne(Payout, { id: metadata.payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : await tx.findOne(Payout, { providerPayoutId: String(object.id) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return found;
  }

  return {
    async balances(cleanerId) {
      const em = orm.em.fork();
      const earned = await owedNow(em, cleanerId);
      return {
        earned,
        available: earned,
        weeklyPayable: await owedForPastWeeks(em, cleanerId, weekStart(new Date())),
        paidOut: -(await sum(em, 'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account = ?', [
          paidOut(cleanerId),
        ])),
        instantFee: instantPayoutFeeCents,
      };
    },

    async history(cleanerId) {
      return (await orm.em.fork().find(Payout, { cleanerId }, { orderBy: { id: 'desc' }, limit: 100 })).map(payoutDto);
    },

    async list(status) {
      return (await orm.em.fork().find(Payout, status ? { status } : {}, { orderBy: { id: 'desc' }, limit: 100 })).map(payoutDto);
    },

    async instant(cleanerId, beforeCommit) {
      const payout = await create(cleanerId, 'instant', new Date(), beforeCommit);
      if (!payout) throw new Error('an instant payout is always created or refused');
      return payoutDto(payout);
    },

    async runWeekly(now = new Date()) {
      const cleaners = await orm.em
        .fork()
        .execute<Array<{ user_id: string }>>(
          "select user_id from payment_account where connect_status = 'active' order by user_id",
        );
      const counts = { paid: 0, skipped: 0, failed: 0 };
      for (const { user_id } of cleaners) {
        const payout = await create(user_id, 'weekly', now).catch(() => null);
        if (!payout) counts.skipped += 1;
        else if (payout.status === 'failed') counts.failed += 1;
        else counts.paid += 1;
      }
      return counts;
    },

    async retry(payoutId, beforeCommit) {
      return orm.em.fork().transactional(async (tx) => {
        const payout = await tx.findOne(Payout, { id: payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!payout) throw fail('payout_not_found');
        if (payout.status !== 'failed') {
          throw fail('payout_not_retryable', {
            detail: { fr: `Ce versement est « ${payout.status} ».`, en: `This payout is ${payout.status}.` },
          });
        }
        await connect.payableAccount(tx, payout.cleanerId);
        payout.attempts += 1;
        payout.status = 'pending';
        payout.failureCode = null;
        payout.updatedAt = new Date();
        await postPaid(tx, payout);
        await send(tx, payout);
        await tx.flush();
        const answer = payoutDto(payout);
        await beforeCommit?.(tx, answer);
        return answer;
      });
    },

    handlers() {
      return {
        async 'payout.paid'(tx, event) {
          const payout = await byProviderId(tx, event.data.object);
          if (!payout) return 'unknown_payout';
          if (payout.status !== 'pending') return `already_${payout.status}`;
          payout.status = 'paid';
          payout.paidAt = new Date();
          payout.updatedAt = new Date();
          await tx.flush();
          return 'applied';
        },
        async 'payout.failed'(tx, event) {
          const payout = await byProviderId(tx, event.data.object);
          if (!payout) return 'unknown_payout';
          if (payout.status === 'failed') return 'already_failed';
          await postFailed(tx, payout, String(event.data.object.failure_code ?? 'payout_failed'));
          await tx.flush();
          return 'applied';
        },
        async 'transfer.reversed'(tx, event) {
          const payout = await byProviderId(tx, event.data.object);
          if (!payout) return 'unknown_payout';
          await postFailed(tx, payout, 'transfer_reversed');
          payout.transferId = null;
          await tx.flush();
          return 'applied';
        },
      };
    },
  };
}

/** Friday's run as a pg-boss schedule (America/Toronto). */
export async function startPayoutSchedule(boss: PgBoss, payouts: PayoutsService): Promise<void> {
  await boss.createQueue(weeklyPayoutQueue);
  await boss.findJobs(weeklyPayoutQueue, { id: randomUUID() });
  await boss.schedule(weeklyPayoutQueue, weeklyPayoutCron, {}, { tz: businessZone });
  await boss.work(weeklyPayoutQueue, async () => {
    await payouts.runWeekly();
  });
}
