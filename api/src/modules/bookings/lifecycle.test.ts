import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors/app-error.ts';
import type { BookingEdges } from './booking-edges.ts';
import { type ActorRole, actorRoles, type BookingStatus, bookingStatuses, type IBooking } from './bookings.entities.ts';
import { type BookingAction, transitionFor } from './lifecycle.ts';
import { applyTransition, permittedTransition, type TransitionContext } from './transitions.ts';

/**
 * Who may do what to a booking, as the product describes it (bookings README, "Lifecycle"),
 * written out here rather than read from `lifecycle.ts`, so the table and this list must agree.
 * Every other action × status × role is refused with `booking_transition_not_allowed`.
 */
const allowed: Record<Exclude<BookingAction, 'create'>, { from: BookingStatus[]; to: BookingStatus; roles: ActorRole[] }> = {
  accept: { from: ['pending'], to: 'confirmed', roles: ['cleaner', 'admin'] },
  decline: { from: ['pending'], to: 'declined', roles: ['cleaner', 'admin'] },
  expire: { from: ['pending'], to: 'cancelled', roles: ['system'] },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', roles: ['client', 'admin'] },
  declineByClient: { from: ['confirmed'], to: 'declinedByClient', roles: ['client', 'admin'] },
  postpone: { from: ['confirmed'], to: 'confirmed', roles: ['client', 'admin'] },
  start: { from: ['confirmed'], to: 'in_progress', roles: ['cleaner', 'admin'] },
  complete: { from: ['in_progress'], to: 'completed', roles: ['cleaner', 'admin'] },
};
const actions = Object.keys(allowed) as Array<keyof typeof allowed>;

const cases = actions.flatMap((action) =>
  bookingStatuses.flatMap((status) =>
    actorRoles.map((role) => ({
      action,
      status,
      role,
      permitted: allowed[action].from.includes(status) && allowed[action].roles.includes(role),
    })),
  ),
);

/** Anything a refused transition must not reach: the database, the job queue, the other areas. */
function untouchable(name: string): never {
  return new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`a refused transition used ${name}.${String(property)}`);
      },
    },
  ) as never;
}

function refusalOf(run: () => unknown): AppError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('the booking lifecycle, every action × status × role', () => {
  it('covers all of them', () => {
    expect(cases).toHaveLength(actions.length * bookingStatuses.length * actorRoles.length);
    expect(cases.filter((c) => c.permitted)).toHaveLength(17);
  });

  it.each(cases.filter((c) => c.permitted))('$role may $action a $status booking', ({ action, status, role }) => {
    expect(permittedTransition(action, status, role).to).toBe(allowed[action].to);
  });

  it.each(cases.filter((c) => !c.permitted))(
    '$role may not $action a $status booking: 409 booking_transition_not_allowed, nothing touched',
    async ({ action, status, role }) => {
      const refusal = refusalOf(() => permittedTransition(action, status, role));
      expect([refusal?.code, refusal?.status]).toEqual(['booking_transition_not_allowed', 409]);

      const booking = { id: 'bkg_lifecycle', status } as IBooking;
      const context: TransitionContext = {
        tx: untouchable('tx'),
        booking,
        action,
        actor: { userId: role === 'system' ? null : `usr_${role}`, role },
        input: {},
        now: new Date(),
        edges: untouchable('edges') as BookingEdges,
        boss: untouchable('boss'),
        work: { maxPunchDistanceMeters: 250 },
      };
      await expect(applyTransition(context)).rejects.toMatchObject({ code: 'booking_transition_not_allowed', status: 409 });
      expect(booking.status).toBe(status);
    },
  );

  it('creates a booking only from nothing, and only as a client', () => {
    expect(transitionFor('create', null)).toMatchObject({ to: 'pending', actors: ['client'] });
    for (const status of bookingStatuses) expect(transitionFor('create', status)).toBeUndefined();
  });
});
