import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { formatCad } from '../../lib/money.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import { balanceIsDue, lockBooking, recordBalanceDue, recordBalancePaid } from '../bookings/balance.ts';
import { Booking, type IBooking } from '../bookings/bookings.entities.ts';
import { bookingErrors } from '../bookings/bookings.errors.ts';
import { transactionDb } from '../bookings/expiry.ts';
import type { Ledger } from './ledger-types.ts';
import type { PaymentStatus } from './payment-status.ts';
import { BalancePayment } from './payments.entities.ts';
import { paymentErrors } from './payments.errors.ts';

const fail = errorsOf(paymentErrors);
const failBooking = errorsOf(bookingErrors);

export const balanceReminderQueue = 'balance-payment-reminder';
export const orphanDepositQueue = 'payment-orphan-check';
/** A reminder a day after the pay-now link, then every two days, three in all. */
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
}

export interface BalanceFlow {
  /** The off-session balance needs the client (declined, or the bank's challenge): pay-now link, mail, reminders. */
  balanceDue(
    tx: EntityManager,
    input: { bookingId: string; paymentIntentId: string; nextActionUrl: string | null; authentication: boolean },
  ): Promise<string>;
  /** A balance payment succeeded (the original intent after authentication, or a pay-now charge). */
  balancePaid(tx: EntityManager, bookingId: string, paymentIntentId: string): Promise<string>;
  /** A deposit succeeded: when its booking was never committed, refund it after a grace period. */
  depositSucceeded(tx: EntityManager, input: { bookingId: string; paymentIntentId: string }): Promise<string>;
  view(viewer: { id: string; role: string | null }, bookingId: string): Promise<BalancePaymentView>;
  payNow(client: IUser, bookingId: string, paymentMethodId: string, idempotencyKey: string): Promise<BalancePaymentView>;
  remind(bookingId: string): Promise<'sent' | 'closed'>;
  checkOrphan(input: {
    bookingId: string;
    paymentIntentId: string;
  }): Promise<'refunded' | 'booking_exists' | 'nothing_to_refund'>;
}

export function createBalanceFlow(deps: BalanceFlowDeps): BalanceFlow {
  const { orm, boss, provider, ledger, mailer } = deps;
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const payUrlOf = (bookingId: string) => `${origin}/bookings/${bookingId}/pay`;

  async function mailClient(tx: EntityManager, booking: IBooking, authentication: boolean, reminder: boolean): Promise<void> {
    const client = await tx.findOne(User, { id: booking.clientId });
    if (!client) return;
    const locale = client.language === 'en' ? 'en' : 'fr';
    const rendered = renderMail(
      'balance-due',
      {
        name: client.fullName.split(' ')[0] ?? '',
        amount: formatCad(booking.balanceCents, locale),
        payUrl: payUrlOf(booking.id),
        authentication,
        reminder,
      },
      locale,
    );
    await mailer.send({ to: client.email, ...rendered }, { em: tx });
  }

  async function viewOf(em: EntityManager, booking: IBooking): Promise<BalancePaymentView> {
    const open = await em.findOne(BalancePayment, { bookingId: booking.id });
    const due = balanceIsDue(booking);
    let clientSecret: string | null = null;
    let nextActionUrl = open?.status === 'open' ? open.nextActionUrl : null;
    if (due && open?.status === 'open') {
      const intent = await provider.retrievePaymentIntent(open.paymentIntentId);
      clientSecret = intent?.clientSecret ?? null;
      nextActionUrl = intent?.nextActionUrl ?? null;
    }
    return {
      bookingId: booking.id,
      status: booking.paymentStatus === 'final_completed' ? 'paid' : due ? 'due' : 'none',
      amount: booking.balanceCents,
      paymentStatus: booking.paymentStatus,
      paymentIntentId: open?.paymentIntentId ?? null,
      nextActionUrl: nextActionUrl ?? null,
      clientSecret,
    };
  }

  async function markPaid(tx: EntityManager, bookingId: string, paymentIntentId: string): Promise<string> {
    const outcome = await recordBalancePaid(tx, bookingId, paymentIntentId, { ledger });
    const open = await tx.findOne(BalancePayment, { bookingId });
    if (open && open.status === 'open' && (outcome === 'applied' || outcome === 'already_paid')) {
      open.status = 'paid';
      open.paidAt = new Date();
      await tx.flush();
    }
    return outcome;
  }

  return {
    async balanceDue(tx, input) {
      const booking = await recordBalanceDue(tx, input.bookingId, input.authentication ? 'final_pending' : 'final_failed');
      if (!booking) return 'not_due';
      const existing = await tx.findOne(BalancePayment, { bookingId: booking.id });
      if (existing) {
        existing.paymentIntentId = input.paymentIntentId;
        existing.nextActionUrl = input.nextActionUrl;
        existing.status = 'open';
        await tx.flush();
        return 'updated';
      }
      tx.create(BalancePayment, {
        bookingId: booking.id,
        paymentIntentId: input.paymentIntentId,
        amountCents: booking.balanceCents,
        status: 'open',
        nextActionUrl: input.nextActionUrl,
        remindersSent: 0,
        openedAt: new Date(),
        paidAt: null,
      });
      await tx.flush();
      await mailClient(tx, booking, input.authentication, false);
      await boss.send(
        balanceReminderQueue,
        { bookingId: booking.id },
        { startAfter: new Date(Date.now() + (reminderDelaysMs[0] ?? 0)), db: transactionDb(tx) },
      );
      return 'pay_now_opened';
    },

    balancePaid: (tx, bookingId, paymentIntentId) => markPaid(tx, bookingId, paymentIntentId),

    async depositSucceeded(tx, input) {
      if (await tx.findOne(Booking, { id: input.bookingId })) return 'booking_exists';
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
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || (viewer.role !== 'admin' && booking.clientId !== viewer.id)) {
        throw failBooking('booking_not_found', {
          detail: { fr: 'Aucune de vos réservations n’a cet identifiant.', en: 'None of your bookings has this id.' },
        });
      }
      return viewOf(em, booking);
    },

    async payNow(client, bookingId, paymentMethodId, idempotencyKey) {
      return orm.em.fork().transactional(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking || booking.clientId !== client.id) {
          throw failBooking('booking_not_found', {
            detail: { fr: 'Aucune de vos réservations n’a cet identifiant.', en: 'None of your bookings has this id.' },
          });
        }
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
            detail: {
              fr: `Le solde n’a pas pu être payé (${result.code}).`,
              en: `The balance could not be paid (${result.code}).`,
            },
          });
        }
        const open = await tx.findOne(BalancePayment, { bookingId: booking.id });
        if (result.status === 'requires_action') {
          if (open) {
            open.paymentIntentId = result.paymentIntentId;
            open.nextActionUrl = result.nextActionUrl;
          } else {
            tx.create(BalancePayment, {
              bookingId: booking.id,
              paymentIntentId: result.paymentIntentId,
              amountCents: booking.balanceCents,
              status: 'open',
              nextActionUrl: result.nextActionUrl,
              remindersSent: 0,
              openedAt: new Date(),
              paidAt: null,
            });
          }
          await tx.flush();
          return viewOf(tx, booking);
        }
        if (open) open.paymentIntentId = result.paymentIntentId;
        await markPaid(tx, booking.id, result.paymentIntentId);
        return viewOf(tx, booking);
      });
    },

    async remind(bookingId) {
      return orm.em.fork().transactional(async (tx) => {
        const open = await tx.findOne(BalancePayment, { bookingId });
        const booking = await lockBooking(tx, bookingId);
        if (!open || open.status !== 'open' || !booking || !balanceIsDue(booking)) return 'closed' as const;
        await mailClient(tx, booking, booking.paymentStatus === 'final_pending', true);
        open.remindersSent += 1;
        const next = reminderDelaysMs[open.remindersSent];
        if (next !== undefined) {
          await boss.send(
            balanceReminderQueue,
            { bookingId },
            { startAfter: new Date(Date.now() + next), db: transactionDb(tx) },
          );
        }
        await tx.flush();
        return 'sent' as const;
      });
    },

    async checkOrphan(input) {
      if (await orm.em.fork().findOne(Booking, { id: input.bookingId })) return 'booking_exists';
      const intent = await provider.retrievePaymentIntent(input.paymentIntentId);
      if (!intent || intent.status !== 'succeeded' || intent.amountRefundedCents >= intent.amountCents)
        return 'nothing_to_refund';
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
  await boss.work<{ bookingId: string }>(balanceReminderQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await flow.remind(job.data.bookingId);
  });
  await boss.work<{ bookingId: string; paymentIntentId: string }>(
    orphanDepositQueue,
    { pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) await flow.checkOrphan(job.data);
    },
  );
}
