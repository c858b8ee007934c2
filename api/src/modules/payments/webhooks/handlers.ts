import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectedAccount } from '../../../adapters/payments/payment-provider.ts';
import { Booking } from '../../bookings/bookings.entities.ts';
import type { BookingBalance } from '../../bookings/index.ts';
import type { BalanceFlow } from '../balance-flow.ts';
import type { ConnectService } from '../connect.ts';
import type { Ledger } from '../ledger-types.ts';
import { PaymentDispute } from '../payments.entities.ts';
import type { EventBatch, EventHandlers, ProviderEvent } from './receiver.ts';

type Obj = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const metadataOf = (object: Obj): Record<string, string> =>
  object.metadata && typeof object.metadata === 'object' ? (object.metadata as Record<string, string>) : {};
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? str((value as Obj).id) : null;

/** A Stripe account object as the provider interface describes accounts. */
export function accountFromObject(object: Obj): ConnectedAccount {
  const r = (object.requirements ?? {}) as Obj;
  return {
    id: String(object.id),
    chargesEnabled: object.charges_enabled === true,
    payoutsEnabled: object.payouts_enabled === true,
    detailsSubmitted: object.details_submitted === true,
    requirements: {
      currentlyDue: list(r.currently_due),
      pastDue: list(r.past_due),
      eventuallyDue: list(r.eventually_due),
      pendingVerification: list(r.pending_verification),
      disabledReason: str(r.disabled_reason),
    },
  };
}

/** The bookings whose deposits these events report as succeeded. */
function depositBookings(batch: EventBatch): string[] {
  const ids = new Set<string>();
  for (const event of batch.events) {
    if (event.type !== 'payment_intent.succeeded') continue;
    const metadata = metadataOf(event.data.object);
    if (metadata.kind === 'deposit' && metadata.bookingId) ids.add(metadata.bookingId);
  }
  return [...ids];
}

/** The booking a payment belongs to: the deposit or the balance it was recorded as. */
async function bookingOfPayment(tx: EntityManager, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const byDeposit = await tx.findOne(Booking, { depositPaymentIntentId: paymentIntentId }, { fields: ['id'] });
  if (byDeposit) return byDeposit.id;
  const byBalance = await tx.findOne(Booking, { balancePaymentIntentId: paymentIntentId }, { fields: ['id'] });
  return byBalance?.id ?? null;
}

/** Disputes take the money back from the platform until they are won (platform:disputes). */
async function disputeChanged(tx: EntityManager, event: ProviderEvent, ledger: Ledger): Promise<string> {
  const dispute = event.data.object;
  const id = String(dispute.id);
  const paymentIntentId = idOf(dispute.payment_intent);
  const amount = Number(dispute.amount ?? 0);
  const status = str(dispute.status) ?? 'needs_response';
  const now = new Date();
  let row = await tx.findOne(PaymentDispute, { id });
  const bookingId = row?.bookingId ?? (await bookingOfPayment(tx, paymentIntentId));
  if (!row) {
    row = tx.create(PaymentDispute, {
      id,
      paymentIntentId,
      bookingId,
      amountCents: amount,
      reason: str(dispute.reason),
      status,
      createdAt: now,
      updatedAt: now,
    });
    await ledger.post(tx, {
      kind: 'payment.dispute',
      bookingId,
      idempotencyKey: `${id}:opened`,
      lines: [
        { account: 'platform:disputes', amountCents: amount },
        { account: 'external:card', amountCents: -amount },
      ],
    });
  }
  row.status = status;
  row.updatedAt = now;
  if (event.type === 'charge.dispute.closed' && status === 'won') {
    await ledger.post(tx, {
      kind: 'payment.dispute_won',
      bookingId,
      idempotencyKey: `${id}:won`,
      lines: [
        { account: 'external:card', amountCents: amount },
        { account: 'platform:disputes', amountCents: -amount },
      ],
    });
  }
  await tx.flush();
  return `dispute_${status}`;
}

/**
 * What each provider event does. Handlers are idempotent on their own as well (a state already
 * reached is left alone), since the synchronous path (create, punch-out) may have applied the
 * same change first.
 */
export function paymentEventHandlers(
  deps: {
    connect: ConnectService;
    balances: BalanceFlow;
    ledger: Ledger;
    bookingBalance: Pick<BookingBalance, 'recordRefundReturned'>;
  },
  more: EventHandlers = {},
): EventHandlers {
  const { connect, balances, ledger } = deps;
  const { recordRefundReturned } = deps.bookingBalance;
  return {
    async 'payment_intent.succeeded'(tx, event, batch) {
      const intent = event.data.object;
      const metadata = metadataOf(intent);
      if (!metadata.bookingId) return 'not_a_booking_payment';
      if (metadata.kind === 'deposit') {
        // Every booking's deposit sends one: a relay round looks for all their bookings at once.
        const existing = await batch.once('deposit-bookings', () => balances.existingBookings(tx, depositBookings(batch)));
        return balances.depositSucceeded(tx, { bookingId: metadata.bookingId, paymentIntentId: String(intent.id) }, existing);
      }
      if (metadata.kind === 'balance') return balances.balancePaid(tx, metadata.bookingId, String(intent.id));
      return 'ignored';
    },

    // The punch-out (or the pay-now request) already recorded the refusal and asked the client
    // to pay: these confirm it, and change nothing.
    async 'payment_intent.payment_failed'(tx, event) {
      const metadata = metadataOf(event.data.object);
      if (metadata.kind !== 'balance' || !metadata.bookingId) return 'ignored';
      return balances.balanceDue(tx, { bookingId: metadata.bookingId, paymentIntentId: String(event.data.object.id) });
    },

    async 'payment_intent.requires_action'(tx, event) {
      const metadata = metadataOf(event.data.object);
      if (metadata.kind !== 'balance' || !metadata.bookingId) return 'ignored';
      return balances.balanceDue(tx, { bookingId: metadata.bookingId, paymentIntentId: String(event.data.object.id) });
    },

    async 'refund.failed'(tx, event) {
      const refund = event.data.object;
      const paymentIntentId = idOf(refund.payment_intent);
      if (!paymentIntentId) return 'ignored';
      return recordRefundReturned(tx, paymentIntentId, { id: String(refund.id), amountCents: Number(refund.amount) }, ledger);
    },

    'charge.dispute.created': (tx, event) => disputeChanged(tx, event, ledger),
    'charge.dispute.updated': (tx, event) => disputeChanged(tx, event, ledger),
    'charge.dispute.closed': (tx, event) => disputeChanged(tx, event, ledger),

    async 'account.updated'(tx, event) {
      return connect.accountUpdated(tx, accountFromObject(event.data.object));
    },

    ...more,
  };
}
