import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { declineCodeOf } from '../../adapters/payments/payment-provider.ts';
import { newId } from '../../lib/ids.ts';
import { type AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { LedgerTransactionInput } from '../payments/index.ts';
import type { BookingEdges } from './booking-edges.ts';
import { publishAction } from './booking-events.ts';
import {
  type ActorRole,
  type BookingStatus,
  BookingTransition,
  type IBooking,
  type IBookingTransition,
  type RecordedLocation,
} from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import { requestLifetimeMs, scheduleExpiry } from './expiry.ts';
import { type BookingAction, type Effect, type Guard, statusesAllowing, type Transition, transitionFor } from './lifecycle.ts';
import { cancellationRefund } from './pricing.ts';
import { localToInstant } from './schedule.ts';
import { chargeBalance, heldAccount } from './settlement.ts';
import { checkWorkLocation, type DeviceLocation, uncheckedLocation } from './work-location.ts';

const fail = errorsOf(bookingErrors);
const hourMs = 3_600_000;

/** Who performs a transition: a signed-in user in a role, or the system (the expiry job). */
export interface Actor {
  userId: string | null;
  role: ActorRole;
}

export interface TransitionInput {
  reason?: string;
  note?: string;
  /** postpone: the new local date and start time. */
  date?: string;
  startTime?: string;
  /** create: the card the deposit is charged to, and its owner. */
  paymentMethodId?: string;
  client?: IUser;
  /** create: the client's payment customer, when the create's first read found it as it is. */
  customerId?: string | null;
  /** punch-in and punch-out: where the device is. */
  location?: DeviceLocation;
}

/** How far from the property the cleaner's device may be when punching in and out. */
export interface WorkRules {
  maxPunchDistanceMeters: number;
}

export interface TransitionContext {
  tx: EntityManager;
  booking: IBooking;
  action: BookingAction;
  actor: Actor;
  input: TransitionInput;
  now: Date;
  edges: BookingEdges;
  boss: PgBoss;
  work: WorkRules;
  /** Set by the `atProperty` guard: the checked location the punch effects record. */
  recordedLocation?: RecordedLocation;
}

export function notAllowed(action: BookingAction, status: BookingStatus): AppError {
  const allowed = statusesAllowing(action).filter((s) => s !== null);
  return fail('booking_transition_not_allowed', {
    detail: {
      fr: `Action « ${action} » impossible : la réservation est « ${status} » (possible depuis : ${allowed.join(', ') || 'aucun statut'}).`,
      en: `Cannot ${action}: the booking is ${status} (possible from: ${allowed.join(', ') || 'no status'}).`,
    },
  });
}

/**
 * The lifecycle row for an action by an actor in this role on a booking in this status, or the
 * refusal every operation answers (`booking_transition_not_allowed`) when the table has none.
 */
export function permittedTransition(action: BookingAction, status: BookingStatus, role: ActorRole): Transition {
  const rule = transitionFor(action, status);
  if (!rule?.actors.includes(role)) throw notAllowed(action, status);
  return rule;
}

/** Punching in earlier than this before the start is refused. */
export const punchInEarliestMs = 60 * 60_000;

const guards: Record<Guard, (ctx: TransitionContext) => AppError | null | Promise<AppError | null>> = {
  requestOpen: ({ booking, now }) =>
    now.getTime() < booking.createdAt.getTime() + requestLifetimeMs
      ? null
      : fail('booking_request_expired', {
          detail: {
            fr: 'La demande a expiré : 24 heures sont passées sans réponse.',
            en: 'The request expired: 24 hours passed without an answer.',
          },
        }),
  requestDue: ({ booking, now, action }) =>
    now.getTime() >= booking.createdAt.getTime() + requestLifetimeMs ? null : notAllowed(action, booking.status),
  startAhead: ({ booking, now }) => (now.getTime() < booking.startsAt.getTime() ? null : fail('booking_start_passed')),
  dayBeforeStart: ({ booking, now }) =>
    booking.startsAt.getTime() - now.getTime() >= 24 * hourMs
      ? null
      : fail('postpone_too_late', {
          detail: {
            fr: 'Une réservation peut être reportée jusqu’à 24 heures avant son début.',
            en: 'A booking can be postponed up to 24 hours before it starts.',
          },
        }),
  punchInWindow: ({ booking, now }) =>
    booking.startsAt.getTime() - now.getTime() <= punchInEarliestMs
      ? null
      : fail('punch_in_too_early', {
          detail: {
            fr: 'Vous pourrez pointer votre arrivée à partir de 60 minutes avant le début.',
            en: 'You can punch in from 60 minutes before the start.',
          },
        }),
  async atProperty(ctx) {
    const { input, booking, actor, edges, work, action } = ctx;
    if (!input.location) throw new Error('atProperty needs the device location');
    if (actor.role === 'admin') {
      ctx.recordedLocation = uncheckedLocation(input.location);
      return null;
    }
    const position = await edges.properties.positionOf(ctx.tx, booking.propertyId);
    const step = action === 'start' ? 'punch_in' : 'punch_out';
    ctx.recordedLocation = checkWorkLocation(step, booking, position, input.location, work.maxPunchDistanceMeters);
    return null;
  },
  checklistSubmitted: ({ booking }) =>
    booking.checklistSubmittedAt
      ? null
      : fail('checklist_not_submitted', {
          detail: {
            fr: 'Cochez toutes les tâches, ajoutez les photos demandées et soumettez la liste de contrôle, puis pointez le départ.',
            en: 'Tick every task, add the required photos and submit the checklist, then punch out.',
          },
        }),
};

/** Refunds part of the deposit and posts it: the refund back to the card, any fee kept to the platform. */
async function refund(ctx: TransitionContext, amount: number, feeKept: number): Promise<void> {
  const { booking, edges, tx } = ctx;
  if (amount > 0) {
    const result = await edges.payments.refund({
      paymentIntentId: booking.depositPaymentIntentId ?? '',
      amountCents: amount,
      idempotencyKey: `${booking.id}:refund`,
      reason: 'requested_by_customer',
    });
    if (result.status !== 'succeeded') throw fail('refund_failed', { detail: result.message });
  }
  if (amount + feeKept > 0) {
    const lines = [{ account: heldAccount(booking.id), amountCents: amount + feeKept }];
    if (amount > 0) lines.push({ account: 'external:card', amountCents: -amount });
    if (feeKept > 0) lines.push({ account: 'platform:fees', amountCents: -feeKept });
    await edges.ledger.post(tx, { kind: 'booking.refund', bookingId: booking.id, idempotencyKey: `${booking.id}:refund`, lines });
  }
  booking.refundedCents += amount;
  booking.feeKeptCents += feeKept;
  if (amount > 0) booking.paymentStatus = feeKept > 0 ? 'final_partially_refunded' : 'final_refunded';
}

const effects: Record<Effect, (ctx: TransitionContext) => Promise<void>> = {
  async chargeDeposit({ booking, input, edges }) {
    const client = input.client;
    if (!client || !input.paymentMethodId) throw new Error('chargeDeposit needs the client and the payment method');
    if (booking.depositCents > 0) {
      const customerId =
        input.customerId ?? (await edges.payments.ensureCustomer({ id: client.id, email: client.email, name: client.fullName }));
      const result = await edges.payments.chargeAndSaveCard({
        customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: booking.depositCents,
        idempotencyKey: `${booking.id}:deposit`,
        // Only a create charges the deposit, and its booking id is new.
        newKey: true,
        description: `Propre — dépôt de 50 % / 50 % deposit — ${booking.id}`,
        metadata: { bookingId: booking.id, kind: 'deposit' },
      });
      if (result.status === 'failed') {
        throw fail('payment_failed', {
          declineCode: declineCodeOf(result.code),
          detail: {
            fr: `Le dépôt n’a pas pu être payé (${result.code}). Aucune réservation n’a été créée.`,
            en: `The deposit could not be paid (${result.code}). No booking was created.`,
          },
        });
      }
      if (result.status === 'requires_action') {
        throw fail('payment_requires_action', {
          detail: {
            fr: 'Votre banque demande de confirmer ce paiement; utilisez une autre carte ou réessayez plus tard.',
            en: 'Your bank asks to confirm this payment; use another card or try again later.',
          },
        });
      }
      booking.paymentCustomerId = customerId;
      booking.paymentMethodId = result.paymentMethodId;
      booking.depositPaymentIntentId = result.paymentIntentId;
    }
    booking.paymentStatus = 'initial_completed';
  },
  async postDeposit({ booking, edges, tx }) {
    // Only a create posts it, and its booking id is new: the key cannot have been posted.
    for (const posting of depositPosting(booking)) await edges.ledger.postNew(tx, posting);
  },
  async scheduleExpiry({ boss, tx, booking }) {
    await scheduleExpiry(boss, tx, booking);
  },
  async refundDeposit(ctx) {
    await refund(ctx, ctx.booking.depositCents - ctx.booking.refundedCents - ctx.booking.feeKeptCents, 0);
  },
  async refundByNotice(ctx) {
    const { booking, now } = ctx;
    const held = booking.depositCents - booking.refundedCents - booking.feeKeptCents;
    const notice = booking.startsAt.getTime() - now.getTime();
    const { refund: amount, feeKept } = cancellationRefund(held, notice, booking.cleanerUnavailableAt != null);
    await refund(ctx, amount, feeKept);
  },
  async recordCancellation({ booking, input, actor, now, action }) {
    booking.cancellationReason = input.reason ?? (action === 'expire' ? 'expired' : null);
    booking.cancellationNote = input.note?.trim() || null;
    booking.cancelledBy = actor.role;
    booking.cancelledAt = now;
  },
  async moveSlot({ booking, input, now }) {
    const date = input.date ?? booking.localDate;
    const startTime = input.startTime ?? booking.localStartTime;
    const startsAt = localToInstant(date, startTime);
    if (startsAt.getTime() <= now.getTime()) {
      throw commonFail('validation_failed', {
        errors: [
          {
            pointer: '/body/date',
            code: 'future',
            message: {
              fr: 'Date et heure invalides : le début doit être à venir.',
              en: 'Invalid date and time: the start must be ahead.',
            },
          },
        ],
      });
    }
    booking.localDate = date;
    booking.localStartTime = startTime;
    booking.startsAt = startsAt;
    booking.endsAt = new Date(startsAt.getTime() + booking.durationMinutes * 60_000);
  },
  async recordPunchIn({ booking, now, recordedLocation }) {
    booking.punchedInAt = now;
    booking.punchInLocation = recordedLocation ?? null;
  },
  async recordPunchOut({ booking, now, recordedLocation }) {
    booking.punchedOutAt = now;
    booking.punchOutLocation = recordedLocation ?? null;
  },
  async chargeBalance({ tx, booking, edges, now }) {
    await chargeBalance(tx, booking, edges, now);
  },
  async notifyCompleted({ tx, booking, edges, now }) {
    await edges.onCompleted(tx, booking, now);
  },
};

/**
 * The deposit a new booking holds, as its ledger posting (none when nothing was charged): the
 * card paid it in, the platform holds it for the booking. A create writes it with the rows.
 */
export function depositPosting(booking: IBooking): LedgerTransactionInput[] {
  if (booking.depositCents === 0) return [];
  return [
    {
      kind: 'booking.deposit',
      bookingId: booking.id,
      idempotencyKey: `${booking.id}:deposit`,
      lines: [
        { account: 'external:card', amountCents: booking.depositCents },
        { account: heldAccount(booking.id), amountCents: -booking.depositCents },
      ],
    },
  ];
}

/** Runs one effect of a transition (create runs each effect over all its bookings in turn). */
export async function runEffect(effect: Effect, ctx: TransitionContext): Promise<void> {
  await effects[effect](ctx);
}

export function recordTransition(
  ctx: Pick<TransitionContext, 'tx' | 'booking' | 'actor' | 'input' | 'now' | 'action'>,
  from: BookingStatus | null,
  to: BookingStatus,
  reason: string | null,
  note: string | null,
  /** `persist: false` for a caller that writes the row itself (a create). */
  options: { persist?: boolean } = {},
): IBookingTransition {
  return ctx.tx.create(
    BookingTransition,
    {
      id: newId('btr'),
      bookingId: ctx.booking.id,
      action: ctx.action,
      fromStatus: from,
      toStatus: to,
      actorUserId: ctx.actor.userId,
      actorRole: ctx.actor.role,
      reason,
      note,
      at: ctx.now,
    },
    options,
  );
}

/**
 * Performs a transition of an existing booking the caller holds locked: finds its row in the
 * lifecycle table, checks the actor and the guards, sets the status, runs the effects and
 * records the transition. The caller flushes (the slot constraint may refuse a postponement).
 */
export async function applyTransition(ctx: TransitionContext): Promise<Transition> {
  const { booking, action, actor, input } = ctx;
  const rule = permittedTransition(action, booking.status, actor.role);
  for (const guard of rule.guards) {
    const refused = await guards[guard](ctx);
    if (refused) throw refused;
  }
  const from = booking.status;
  const before = `${booking.localDate} ${booking.localStartTime}`;
  booking.status = rule.to;
  for (const effect of rule.effects) await runEffect(effect, ctx);
  booking.updatedAt = ctx.now;
  const moved = rule.effects.includes('moveSlot') ? `${before} → ${booking.localDate} ${booking.localStartTime}` : null;
  const reason = input.reason ?? (action === 'expire' ? 'expired' : null);
  recordTransition(ctx, from, rule.to, reason, [moved, input.note?.trim()].filter(Boolean).join(' — ') || null);
  await publishAction(ctx.tx, ctx.edges.events, action, booking);
  await ctx.edges.changes.transitioned(ctx.tx, booking, { action, from, to: rule.to, actor });
  return rule;
}
