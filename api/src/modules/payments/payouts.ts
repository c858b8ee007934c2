import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { execute, query } from '../../db/sql.ts';
import { addDays, businessZone, instantAt, todayInToronto, weekdayOf } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import type { KeyHooks } from '../../plugins/idempotency/idempotent-in-transaction.ts';
import type { ConnectService } from './connect.ts';
import { type JobEarningDto, jobEarnings } from './earnings.ts';
import type { Ledger } from './ledger-types.ts';
import { type IPayout, Payout } from './payments.entities.ts';
import { paymentErrors } from './payments.errors.ts';
import { type PayoutSendJob, payoutSendQueue, queuePayoutSend, type SendOutcome, sendToProvider } from './payout-sending.ts';
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

/**
 * When the next scheduled weekly run happens: Friday 9:00 in Quebec, today if it is Friday before
 * 9:00, else the coming one. What it will pay is what was settled before its week's Monday.
 */
export function nextWeeklyRun(now: Date): Date {
  const today = todayInToronto(now);
  const ahead = (5 - weekdayOf(today) + 7) % 7;
  const friday = instantAt(addDays(today, ahead), 9 * 60, businessZone);
  return friday.getTime() > now.getTime() ? friday : instantAt(addDays(today, 7), 9 * 60, businessZone);
}

/** The ISO week (`2026-W47`) holding a Quebec date. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 3 - ((weekdayOf(day) + 6) % 7));
  const [ty, tm, td] = thursday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(ty, tm - 1, td)); // the Thursday decides the ISO year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.floor((date.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The Sunday (Quebec) before `now`'s week: the last day a Friday payout pays for by default. */
export function lastSunday(now: Date): string {
  const today = todayInToronto(now);
  return addDays(today, -((weekdayOf(today) + 6) % 7) - 1);
}

/** The ISO week (`2026-W47`) of the Monday before `now`'s week: the week a Friday payout pays for. */
export function previousIsoWeek(now: Date): string {
  return isoWeekOf(lastSunday(now));
}

/** A weekly run: the week it pays for, and the instant before which settled work is paid. */
interface WeeklyRun {
  period: string;
  settledBefore: Date;
}

const weeklyRunThrough = (through: string): WeeklyRun => ({
  period: isoWeekOf(through),
  settledBefore: instantAt(addDays(through, 1), 0, businessZone),
});

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
  const [row] = await query<{ total: string | null }>(em, sql, params);
  return Number(row?.total ?? 0);
}

/** Everything owed to a cleaner now (credit balance of their earnings). */
async function owedNow(em: EntityManager, cleanerId: string): Promise<number> {
  return -(await sum(em, 'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account = $1', [
    earnings(cleanerId),
  ]));
}

/** What a weekly payout pays: earnings settled before this week, less everything already paid out of them. */
async function owedForPastWeeks(em: EntityManager, cleanerId: string, before: Date): Promise<number> {
  const owed = -(await sum(
    em,
    `select coalesce(sum(amount_cents), 0)::text as total from ledger_entry
      where account = $1 and (amount_cents > 0 or created_at < $2)`,
    [earnings(cleanerId), before],
  ));
  return Math.max(0, Math.min(owed, await owedNow(em, cleanerId)));
}

/** The cleaners a weekly run goes through, in its order: those with an active payout account. */
async function weeklyRunCleaners(em: EntityManager, cleanerId?: string): Promise<string[]> {
  const rows = await query<{ user_id: string }>(
    em,
    "select user_id from payment_account where connect_status = 'active' and ($1::text is null or user_id = $1) order by user_id",
    [cleanerId ?? null],
  );
  return rows.map((r) => r.user_id);
}

/**
 * What a weekly run does for one cleaner: nothing when the week's payout exists already,
 * else pay `amount` (nothing when 0). The run (under the cleaner's lock) and its preview both
 * ask this, so they cannot disagree.
 */
async function weeklyDue(
  em: EntityManager,
  cleanerId: string,
  run: WeeklyRun,
): Promise<{ existing: IPayout | null; amount: number }> {
  const existing = await em.findOne(Payout, { cleanerId, method: 'weekly', period: run.period });
  if (existing) return { existing, amount: 0 };
  return { existing: null, amount: await owedForPastWeeks(em, cleanerId, run.settledBefore) };
}

/** The failure code of a payout whose provider could not be reached: an admin retry reuses its keys. */
export const providerUnreachable = 'provider_unreachable';

export interface WeeklyPreviewDto {
  period: string;
  through: string;
  payableCount: number;
  total: number;
  items: Array<{
    cleanerId: string;
    cleanerName: string;
    amount: number;
    outcome: 'payable' | 'already_paid' | 'nothing_owed';
    payoutId: string | null;
  }>;
}

/**
 * How a route ties a payout to the caller's Idempotency-Key, in the payout's own transactions
 * (see payout-sending.ts for the two steps): the reference (the payout's id) when the payout is
 * recorded, before any money moves; the answer when what the provider did is recorded. A process
 * that dies at any point leaves a key that answers with this payout, never one a retry would run again.
 */
export type PayoutKeyHooks = KeyHooks<PayoutDto>;

export interface PayoutsService {
  /** `now` for tests; `weeklyPayable` is what the next scheduled run will pay, as it stands now. */
  balances(
    cleanerId: string,
    now?: Date,
  ): Promise<{ earned: number; available: number; weeklyPayable: number; paidOut: number; instantFee: number }>;
  history(cleanerId: string): Promise<PayoutDto[]>;
  /** Each job's earning from the ledger, newest first, with the payout that took it (earnings.ts). */
  earnings(cleanerId: string): Promise<JobEarningDto[]>;
  list(status?: IPayout['status']): Promise<PayoutDto[]>;
  /** One payout as it stands now (a replayed key's answer, once its request died). */
  get(payoutId: string): Promise<PayoutDto>;
  instant(cleanerId: string, keys?: PayoutKeyHooks): Promise<PayoutDto>;
  /**
   * Friday's run: one payout per cleaner with an active account and something owed for work
   * settled up to `through` (a Quebec date; by default last Sunday), once per ISO week of `through`.
   */
  runWeekly(
    now?: Date,
    through?: string,
    cleanerId?: string,
  ): Promise<{ period: string; paid: number; skipped: number; failed: number }>;
  /** What `runWeekly(now, through, cleanerId)` would pay if it ran now, computed as it does. */
  previewWeekly(now?: Date, through?: string, cleanerId?: string): Promise<WeeklyPreviewDto>;
  retry(payoutId: string, keys?: PayoutKeyHooks): Promise<PayoutDto>;
  /** The `payouts-send` job: finishes a payout whose request died before the provider answered. */
  resume(payoutId: string): Promise<void>;
  handlers(): EventHandlers;
}

export function createPayoutsService(deps: {
  orm: MikroORM;
  provider: PaymentProvider;
  ledger: Ledger;
  connect: ConnectService;
  boss: PgBoss;
  log: { error(object: object, message: string): void };
}): PayoutsService {
  const { orm, provider, ledger, connect, boss, log } = deps;

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

  /**
   * What the provider did for attempt `attempt`, onto the payout (locked). An answer that comes
   * after the provider's webhook, or after an admin began another attempt, changes nothing the
   * webhook or the new attempt decided.
   */
  async function record(tx: EntityManager, payout: IPayout, attempt: number, outcome: SendOutcome): Promise<void> {
    if (payout.attempts !== attempt || payout.status === 'failed') return;
    payout.transferId ??= outcome.transferId;
    if (!outcome.failure) payout.providerPayoutId ??= outcome.providerPayoutId;
    if (payout.status === 'pending' && outcome.failure) await postFailed(tx, payout, outcome.failure);
    else if (payout.status === 'pending' && outcome.paid) {
      payout.status = 'paid';
      payout.paidAt = new Date();
    }
    payout.updatedAt = new Date();
  }

  /**
   * The second step: the provider moves the money (outside any transaction), then its answer is
   * recorded and the caller's answer stored. A provider that cannot be reached leaves the payout
   * pending: a request answers it so (its job finishes it later), the job throws to be retried.
   */
  async function finish(
    payoutId: string,
    options: {
      saveAnswer?: PayoutKeyHooks['saveAnswer'] | undefined;
      fromJob?: boolean;
      /** The weekly run and admin retries: a provider that cannot be reached fails the payout, for an admin to retry. */
      failUnreachable?: boolean;
    } = {},
  ) {
    const begun = await orm.em.fork().findOneOrFail(Payout, { id: payoutId });
    const unsent = begun.status === 'pending' && !begun.providerPayoutId;
    // The job of a payout its request finished: nothing to do (most jobs end here).
    if (!unsent && !options.saveAnswer) return begun;
    let outcome: SendOutcome | null = null;
    if (unsent) {
      try {
        outcome = await sendToProvider(provider, begun);
      } catch (error) {
        if (options.fromJob) throw error;
        if (options.failUnreachable && error instanceof AppError && error.code === 'payment_provider_unavailable') {
          // Said to the admin at once rather than left pending for hours of job retries; the
          // retry reuses this attempt's keys (providerAttempt), so a call that did arrive is not repeated.
          outcome = { transferId: null, providerPayoutId: null, paid: false, failure: providerUnreachable };
        }
        log.error({ err: error, payoutId }, 'payout not sent yet: the payouts-send job will finish it');
      }
    }
    return orm.em.fork().transactional(async (tx) => {
      const payout = await tx.findOneOrFail(Payout, { id: payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (outcome) await record(tx, payout, begun.attempts, outcome);
      await tx.flush();
      await options.saveAnswer?.(tx, payoutDto(payout));
      return payout;
    });
  }

  async function create(
    cleanerId: string,
    method: 'weekly' | 'instant',
    now: Date,
    saveReference?: PayoutKeyHooks['saveReference'],
    run: WeeklyRun = weeklyRunThrough(lastSunday(now)),
  ): Promise<IPayout | null> {
    return orm.em.fork().transactional(async (tx) => {
      // One payout computation per cleaner at a time: two requests cannot both take the balance.
      await execute(tx, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [`payouts:${cleanerId}`]);
      const account = await connect.payableAccount(tx, cleanerId);
      const period = method === 'weekly' ? run.period : null;
      const due = method === 'weekly' ? await weeklyDue(tx, cleanerId, run) : null;
      if (due?.existing) return null;
      const amount = due ? due.amount : await owedNow(tx, cleanerId);
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
        providerAttempt: 1,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
      });
      await tx.flush();
      await postPaid(tx, payout);
      await queuePayoutSend(boss, tx, payout.id);
      await saveReference?.(tx, payout.id);
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
    async balances(cleanerId, now = new Date()) {
      const em = orm.em.fork();
      const earned = await owedNow(em, cleanerId);
      return {
        earned,
        available: earned,
        // The next run's cutoff, not this week's: from Friday 9:00 on, this week's work is the next run's.
        weeklyPayable: await owedForPastWeeks(em, cleanerId, weekStart(nextWeeklyRun(now))),
        paidOut: -(await sum(em, 'select coalesce(sum(amount_cents), 0)::text as total from ledger_entry where account = $1', [
          paidOut(cleanerId),
        ])),
        instantFee: instantPayoutFeeCents,
      };
    },

    async history(cleanerId) {
      return (await orm.em.fork().find(Payout, { cleanerId }, { orderBy: { id: 'desc' }, limit: 100 })).map(payoutDto);
    },

    async earnings(cleanerId) {
      return jobEarnings(orm.em.fork(), cleanerId);
    },

    async list(status) {
      return (await orm.em.fork().find(Payout, status ? { status } : {}, { orderBy: { id: 'desc' }, limit: 100 })).map(payoutDto);
    },

    async get(payoutId) {
      return payoutDto(await orm.em.fork().findOneOrFail(Payout, { id: payoutId }));
    },

    async instant(cleanerId, keys) {
      const payout = await create(cleanerId, 'instant', new Date(), keys?.saveReference);
      if (!payout) throw new Error('an instant payout is always created or refused');
      return payoutDto(await finish(payout.id, { saveAnswer: keys?.saveAnswer }));
    },

    async runWeekly(now = new Date(), through = lastSunday(now), cleanerId = undefined) {
      const run = weeklyRunThrough(through);
      const cleaners = await weeklyRunCleaners(orm.em.fork(), cleanerId);
      const counts = { period: run.period, paid: 0, skipped: 0, failed: 0 };
      for (const cleaner of cleaners) {
        // A payout begun but not finished here is finished by its payouts-send job.
        const begun = await create(cleaner, 'weekly', now, undefined, run).catch(() => null);
        const payout = begun && (await finish(begun.id, { failUnreachable: true }).catch(() => begun));
        if (!payout) counts.skipped += 1;
        else if (payout.status === 'failed') counts.failed += 1;
        else counts.paid += 1;
      }
      return counts;
    },

    async previewWeekly(now = new Date(), through = lastSunday(now), cleanerId = undefined) {
      const run = weeklyRunThrough(through);
      const em = orm.em.fork();
      const cleaners = await weeklyRunCleaners(em, cleanerId);
      const names = new Map(
        (
          await query<{ id: string; full_name: string }>(em, 'select id, full_name from app_user where id = any($1)', [cleaners])
        ).map((u) => [u.id, u.full_name]),
      );
      const items: WeeklyPreviewDto['items'] = [];
      for (const cleanerId of cleaners) {
        const due = await weeklyDue(em, cleanerId, run);
        items.push({
          cleanerId,
          cleanerName: names.get(cleanerId) ?? cleanerId,
          amount: due.amount,
          outcome: due.existing ? 'already_paid' : due.amount > 0 ? 'payable' : 'nothing_owed',
          payoutId: due.existing?.id ?? null,
        });
      }
      const payable = items.filter((i) => i.outcome === 'payable');
      return {
        period: run.period,
        through,
        payableCount: payable.length,
        total: payable.reduce((total, i) => total + i.amount, 0),
        items,
      };
    },

    async retry(payoutId, keys) {
      const begun = await orm.em.fork().transactional(async (tx) => {
        const payout = await tx.findOne(Payout, { id: payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!payout) throw fail('payout_not_found');
        if (payout.status !== 'failed') {
          throw fail('payout_not_retryable', {
            detail: { fr: `Ce versement est « ${payout.status} ».`, en: `This payout is ${payout.status}.` },
          });
        }
        await connect.payableAccount(tx, payout.cleanerId);
        payout.attempts += 1;
        // Unanswered calls are asked again under their own keys; a refusal is answered for good.
        if (payout.failureCode !== providerUnreachable) payout.providerAttempt = payout.attempts;
        payout.status = 'pending';
        payout.failureCode = null;
        // The failed attempt's bank payout is not this one's (the transfer, if it went through, is kept).
        payout.providerPayoutId = null;
        payout.updatedAt = new Date();
        await postPaid(tx, payout);
        await queuePayoutSend(boss, tx, payout.id);
        await keys?.saveReference(tx, payout.id);
        return payout;
      });
      return payoutDto(await finish(begun.id, { saveAnswer: keys?.saveAnswer, failUnreachable: true }));
    },

    async resume(payoutId) {
      await finish(payoutId, { fromJob: true });
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

/** Friday's run as a pg-boss schedule (America/Toronto), and the job that finishes begun payouts. */
export async function startPayoutSchedule(boss: PgBoss, payouts: PayoutsService): Promise<void> {
  await boss.createQueue(payoutSendQueue);
  // createQueue() empties pg-boss's cache entry for the queue; reading a job refills it.
  await boss.findJobs(payoutSendQueue, { id: randomUUID() });
  // Every payout queues one, though only those whose request died have work left: many at a time.
  await boss.work<PayoutSendJob>(payoutSendQueue, { batchSize: 20 }, async (jobs) => {
    for (const job of jobs) await payouts.resume(job.data.payoutId);
  });
  await boss.createQueue(weeklyPayoutQueue);
  await boss.findJobs(weeklyPayoutQueue, { id: randomUUID() });
  await boss.schedule(weeklyPayoutQueue, weeklyPayoutCron, {}, { tz: businessZone });
  await boss.work(weeklyPayoutQueue, async () => {
    await payouts.runWeekly();
  });
}
