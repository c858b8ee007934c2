import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { declineCodeOf, type PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { query } from '../../db/sql.ts';
import { formatCad } from '../../lib/money.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import type { PaymentStatus } from '../bookings/bookings.entities.ts';
import { Booking, type IBooking } from '../bookings/bookings.entities.ts';
import { bookingErrors } from '../bookings/bookings.errors.ts';
import type { BalanceNotices, BookingBalance, BookingEvents } from '../bookings/index.ts';
import type { Ledger } from './ledger-types.ts';
import { paymentErrors } from './payments.errors.ts';

const fail = errorsOf(paymentErrors);
const failBooking = errorsOf(bookingErrors);

export const balanceReminderQueue = 'balance-payment-reminder';
export const orphanDepositQueue = 'payment-orphan-check';
/** A reminder a day after the balance was refused, then every two days, three in all. */
export const reminderDelaysMs = [24 * 3_600_000, 48 * 3_600_000, 48 * 3_600_000];
/** A deposit whose booking is not there after this long was charged for a booking that was never committed. */
export const orphanGraceMs = 10 * 60_000;

export interface BalancePaymentView {
  bookingId: string;
  status: 'none' | 'due' | 'paid';
  amount: number;
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
  nextActionUrl: string | null;
  clientSecret: string | null;
}

export interface BalanceFlowDeps {
  orm: MikroORM;
  boss: PgBoss;
  provider: PaymentProvider;
  ledger: Ledger;
  mailer: Mailer;
  publicUrl: string;
  /** Partners told when a balance is paid. */
  events: BookingEvents;
  bookingBalance: BookingBalance;
}

/** A reminder job: the `reminder`-th reminder of the booking's owed balance (1-based). */
export interface ReminderJob {
  bookingId: string;
  reminder?: number;
}

/**
 * The balance a client still owes after the service. The booking is the one source of truth
 * (its payment status, `balancePaymentIntentId`, and the `payNowUrl` derived from them); this
 * flow asks the client to pay (mail, reminders), shows the balance to the pay-now page, takes
 * a payment there, and applies the provider's later answers.
 */
export interface BalanceFlow extends BalanceNotices {
  /** Webhook: a balance payment failed or waits for the bank; the booking already says it is owed. */
  balanceDue(tx: EntityManager, input: { bookingId: string; paymentIntentId: string }): Promise<string>;
  /**
   * Webhook: a balance payment succeeded (after authentication, or a pay-now charge). A second
   * payment of a balance already paid (the client confirmed the first one after paying with
   * another card) is refunded.
   */
  balancePaid(tx: EntityManager, bookingId: string, paymentIntentId: string): Promise<string>;
  /**
   * A deposit succeeded: when its booking was never committed, refund it after a grace period.
   * `existing` answers whether the booking is there (see `existingBookings`).
   */
  depositSucceeded(
    tx: EntityManager,
    input: { bookingId: string; paymentIntentId: string },
    existing: ReadonlySet<string>,
  ): Promise<string>;
  /** Which of these bookings exist: one look for a whole round of deposit events. */
  existingBookings(tx: EntityManager, bookingIds: readonly string[]): Promise<ReadonlySet<string>>;
  view(viewer: { id: string; role: string | null }, bookingId: string): Promise<BalancePaymentView>;
  /** `saveAnswer` stores the answer under the caller's key in the payment's own transaction. */
  payNow(
    client: IUser,
    bookingId: string,
    paymentMethodId: string,
    idempotencyKey: string,
    saveAnswer?: (tx: EntityManager, view: BalancePaymentView) => Promise<void>,
  ): Promise<BalancePaymentView>;
  remind(job: ReminderJob): Promise<'sent' | 'closed'>;
  checkOrphan(input: {
    bookingId: string;
    paymentIntentId: string;
  }): Promise<'refunded' | 'booking_exists' | 'nothing_to_refund'>;
}

const notFound = () =>
  failBooking('booking_not_found', {
    detail: { fr: 'Aucune de vos réservations n’a cet identifiant.', en: 'None of your bookings has this id.' },
  });

export function createBalanceFlow(deps: BalanceFlowDeps): BalanceFlow {
  const { orm, boss, provider, ledger, mailer, publicUrl, events } = deps;
  const { lockBooking, balanceIsDue, payNowUrlOf, recordBalanceAttempt, recordBalancePaid } = deps.bookingBalance;

  async function mailClient(tx: EntityManager, booking: IBooking, reminder: boolean): Promise<void> {
    const client = await tx.findOne(User, { id: booking.clientId });
    if (!client) return;
    const locale = client.language === 'en' ? 'en' : 'fr';
    const rendered = renderMail(
      'balance-due',
      {
        name: client.fullName.split(' ')[0] ?? '',
        amount: formatCad(booking.balanceCents, locale),
        payUrl: payNowUrlOf(publicUrl, booking.id),
        authentication: booking.paymentStatus === 'final_pending',
        reminder,
      },
      locale,
    );
    await mailer.send({ to: client.email, ...rendered }, { em: tx });
  }

  async function queueReminder(tx: EntityManager, bookingId: string, reminder: number): Promise<void> {
    const delay = reminderDelaysMs[reminder - 1];
    if (delay === undefined) return;
    await boss.send(balanceReminderQueue, { bookingId, reminder } satisfies ReminderJob, {
      startAfter: new Date(Date.now() + delay),
      db: transactionDb(tx),
    });
  }

  async function viewOf(booking: IBooking): Promise<BalancePaymentView> {
    const due = balanceIsDue(booking);
    const intentId = booking.balancePaymentIntentId ?? null;
    // What the pay-now page needs to confirm the waiting payment with the bank (Stripe.js).
    const intent = due && intentId ? await provider.retrievePaymentIntent(intentId) : null;
    const waiting = intent && intent.status !== 'succeeded' && intent.status !== 'canceled';
    return {
      bookingId: booking.id,
      status: booking.paymentStatus === 'final_completed' ? 'paid' : due ? 'due' : 'none',
      amount: booking.balanceCents,
      paymentStatus: booking.paymentStatus,
      paymentIntentId: intentId,
      nextActionUrl: waiting ? intent.nextActionUrl : null,
      clientSecret: waiting ? intent.clientSecret : null,
    };
  }

  return {
    async balanceOwed(tx, booking) {
      await mailClient(tx, booking, false);
      await queueReminder(tx, booking.id, 1);
    },

    async balanceDue(tx, input) {
      const booking = await lockBooking(tx, input.bookingId);
      if (!booking) return 'booking_not_found';
      if (booking.paymentStatus === 'final_completed') return 'already_paid';
      // The punch-out (or the pay-now request) recorded it and asked the client already.
      return balanceIsDue(booking) ? 'already_due' : 'not_due';
    },

    async balancePaid(tx, bookingId, paymentIntentId) {
      const outcome = await recordBalancePaid(tx, bookingId, paymentIntentId, { ledger, events });
      if (outcome !== 'paid_by_another_payment') return outcome;
      const refund = await provider.refund({
        paymentIntentId,
        idempotencyKey: `${paymentIntentId}:duplicate`,
        reason: 'duplicate',
      });
      if (refund.status !== 'succeeded') throw new Error(`The second balance payment ${paymentIntentId} could not be refunded`);
      return 'duplicate_refunded';
    },

    async existingBookings(tx, bookingIds) {
      if (bookingIds.length === 0) return new Set();
      const rows = await query<{ id: string }>(tx, 'select id from booking where id = any($1::text[])', [bookingIds]);
      return new Set(rows.map((row) => row.id));
    },

    async depositSucceeded(tx, input, existing) {
      if (existing.has(input.bookingId)) return 'booking_exists';
      // The booking's transaction may still be open (the provider answers before we commit):
      // look again after a grace period, and refund only then.
      await boss.send(orphanDepositQueue, input, {
        startAfter: new Date(Date.now() + orphanGraceMs),
        singletonKey: input.paymentIntentId,
        db: transactionDb(tx),
      });
      return 'orphan_check_queued';
    },

    async view(viewer, bookingId) {
      const booking = await orm.em.fork().findOne(Booking, { id: bookingId });
      if (!booking || (viewer.role !== 'admin' && booking.clientId !== viewer.id)) throw notFound();
      return viewOf(booking);
    },

    async payNow(client, bookingId, paymentMethodId, idempotencyKey, saveAnswer) {
      return orm.em.fork().transactional(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (booking?.clientId !== client.id) throw notFound();
        if (!balanceIsDue(booking)) {
          throw fail('balance_not_due', {
            detail: {
              fr: `Rien à payer : la réservation est « ${booking.status} », paiement « ${booking.paymentStatus} ».`,
              en: `Nothing to pay: the booking is ${booking.status}, payment ${booking.paymentStatus}.`,
            },
          });
        }
        const customerId =
          booking.paymentCustomerId ??
          (await provider.ensureCustomer({ id: client.id, email: client.email, name: client.fullName }));
        // One provider payment per pay-now request: the caller's key, scoped to the booking.
        const suffix = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
        const result = await provider.chargeAndSaveCard({
          customerId,
          paymentMethodId,
          amountCents: booking.balanceCents,
          idempotencyKey: `${booking.id}:balance:now:${suffix}`,
          description: `Propre — solde / balance — ${booking.id}`,
          metadata: { bookingId: booking.id, kind: 'balance' },
        });
        if (result.status === 'failed') {
          throw failBooking('payment_failed', {
            declineCode: declineCodeOf(result.code),
            detail: {
              fr: `Le solde n’a pas pu être payé (${result.code}).`,
              en: `The balance could not be paid (${result.code}).`,
            },
          });
        }
        if (result.status === 'requires_action') await recordBalanceAttempt(tx, booking.id, result.paymentIntentId);
        else await recordBalancePaid(tx, booking.id, result.paymentIntentId, { ledger, events });
        const view = await viewOf(booking);
        await saveAnswer?.(tx, view);
        return view;
      });
    },

    async remind(job) {
      const reminder = job.reminder ?? 1;
      return orm.em.fork().transactional(async (tx) => {
        const booking = await lockBooking(tx, job.bookingId);
        if (!booking || !balanceIsDue(booking)) return 'closed' as const;
        await mailClient(tx, booking, true);
        await queueReminder(tx, booking.id, reminder + 1);
        return 'sent' as const;
      });
    },

    async checkOrphan(input) {
      if (await orm.em.fork().findOne(Booking, { id: input.bookingId })) return 'booking_exists';
      const intent = await provider.retrievePaymentIntent(input.paymentIntentId);
      if (intent?.status !== 'succeeded' || intent.amountRefundedCents >= intent.amountCents) return 'nothing_to_refund';
      // The same key as create's own rollback refund, so the two can never both refund.
      const refund = await provider.refund({
        paymentIntentId: input.paymentIntentId,
        idempotencyKey: `${input.bookingId}:deposit:void`,
        reason: 'requested_by_customer',
      });
      if (refund.status !== 'succeeded')
        throw new Error(`The orphan deposit ${input.paymentIntentId} could not be refunded: ${refund.message}`);
      return 'refunded';
    },
  };
}

/** The reminder and orphan-deposit workers. */
export async function startBalanceWorkers(boss: PgBoss, flow: BalanceFlow): Promise<void> {
  for (const queue of [balanceReminderQueue, orphanDepositQueue]) {
    await boss.createQueue(queue);
    // Refill pg-boss's queue cache outside any transaction (see bookings/expiry.ts).
    await boss.findJobs(queue, { id: randomUUID() });
  }
  await boss.work<ReminderJob>(balanceReminderQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await flow.remind(job.data);
  });
  await boss.work<{ bookingId: string; paymentIntentId: string }>(
    orphanDepositQueue,
    { pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) await flow.checkOrphan(job.data);
    },
  );
}
