import type { ActorRole, BookingStatus } from './bookings.entities.ts';

export type BookingAction =
  | 'create'
  | 'accept'
  | 'decline'
  | 'expire'
  | 'cancel'
  | 'declineByClient'
  | 'postpone'
  | 'start'
  | 'complete';

/** Conditions checked before a transition, each with its own error (see transitions.ts). */
export type Guard =
  /** The request is younger than 24 hours (`booking_request_expired`). */
  | 'requestOpen'
  /** The request is 24 hours old or more: only then may the system expire it. */
  | 'requestDue'
  /** The booking has not started (`booking_start_passed`). */
  | 'startAhead'
  /** At least 24 hours before the current start (`postpone_too_late`). */
  | 'dayBeforeStart'
  /** Not earlier than 60 minutes before the start (`punch_in_too_early`). */
  | 'punchInWindow'
  /** The device is at the property (`too_far_from_property`); admins' corrections are recorded unchecked. */
  | 'atProperty'
  /** The quality checklist was submitted (`checklist_not_submitted`). */
  | 'checklistSubmitted';

/** What a transition does besides changing the status, in order (see transitions.ts). */
export type Effect =
  /** Charges the 50 % deposit to the client's card, saving the card (`payment_failed`: nothing is created). */
  | 'chargeDeposit'
  /** Ledger: external:card → platform:held:<bookingId>. */
  | 'postDeposit'
  /** Queues the 24-hour expiry job in the same transaction. */
  | 'scheduleExpiry'
  /** Refunds the whole deposit. */
  | 'refundDeposit'
  /** Refunds the deposit, less the 50 $ fee under 24 hours before the start. */
  | 'refundByNotice'
  /** Records who ended the booking, why and when. */
  | 'recordCancellation'
  /** Moves the booking to the new local date and time (the slot constraint checks it is free). */
  | 'moveSlot'
  /** Records the punch-in time and location. */
  | 'recordPunchIn'
  /** Records the punch-out time and location. */
  | 'recordPunchOut'
  /** Charges the balance off session; when paid, posts it and splits the money (cleaner, platform, taxes). */
  | 'chargeBalance'
  /** Tells the completion listener (referral rewards), in the same transaction. */
  | 'notifyCompleted';

export interface Transition {
  action: BookingAction;
  /** Statuses the action applies to; null is "no booking yet". */
  from: readonly (BookingStatus | null)[];
  to: BookingStatus;
  /** Who may perform it. Admins may perform the client's and the cleaner's transitions. */
  actors: readonly ActorRole[];
  guards: readonly Guard[];
  effects: readonly Effect[];
  /** An operation of this area performs it; the others come with the area that owns the step. */
  operation: string | null;
}

/**
 * The booking lifecycle, as data: every action of every operation (and of the expiry job) is
 * looked up here, and an action from a status no row lists is refused with
 * `booking_transition_not_allowed`. `available` is a slot state (a free time in a cleaner's
 * calendar), never a booking status.
 */
export const transitions: readonly Transition[] = [
  {
    action: 'create',
    from: [null],
    to: 'pending',
    actors: ['client'],
    guards: [],
    effects: ['chargeDeposit', 'postDeposit', 'scheduleExpiry'],
    operation: 'bookings.create',
  },
  {
    action: 'accept',
    from: ['pending'],
    to: 'confirmed',
    actors: ['cleaner', 'admin'],
    guards: ['requestOpen', 'startAhead'],
    effects: [],
    operation: 'bookings.accept',
  },
  {
    action: 'decline',
    from: ['pending'],
    to: 'declined',
    actors: ['cleaner', 'admin'],
    guards: [],
    effects: ['refundDeposit', 'recordCancellation'],
    operation: 'bookings.decline',
  },
  {
    action: 'expire',
    from: ['pending'],
    to: 'cancelled',
    actors: ['system'],
    guards: ['requestDue'],
    effects: ['refundDeposit', 'recordCancellation'],
    operation: null,
  },
  {
    action: 'cancel',
    from: ['pending', 'confirmed'],
    to: 'cancelled',
    actors: ['client', 'admin'],
    guards: [],
    effects: ['refundByNotice', 'recordCancellation'],
    operation: 'bookings.cancel',
  },
  {
    action: 'declineByClient',
    from: ['confirmed'],
    to: 'declinedByClient',
    actors: ['client', 'admin'],
    guards: [],
    effects: ['refundByNotice', 'recordCancellation'],
    operation: 'bookings.declineByClient',
  },
  {
    action: 'postpone',
    from: ['confirmed'],
    to: 'confirmed',
    actors: ['client', 'admin'],
    guards: ['dayBeforeStart'],
    effects: ['moveSlot'],
    operation: 'bookings.postpone',
  },
  {
    action: 'start',
    from: ['confirmed'],
    to: 'in_progress',
    actors: ['cleaner', 'admin'],
    guards: ['punchInWindow', 'atProperty'],
    effects: ['recordPunchIn'],
    operation: 'bookings.punchIn',
  },
  {
    action: 'complete',
    from: ['in_progress'],
    to: 'completed',
    actors: ['cleaner', 'admin'],
    guards: ['checklistSubmitted', 'atProperty'],
    effects: ['recordPunchOut', 'chargeBalance', 'notifyCompleted'],
    operation: 'bookings.punchOut',
  },
];

/** The row for an action from a status, or undefined when that transition does not exist. */
export function transitionFor(action: BookingAction, from: BookingStatus | null): Transition | undefined {
  return transitions.find((t) => t.action === action && t.from.includes(from));
}

/** Statuses from which an action is possible, for error messages. */
export function statusesAllowing(action: BookingAction): (BookingStatus | null)[] {
  return transitions.filter((t) => t.action === action).flatMap((t) => [...t.from]);
}
