import { ProblemError } from '@propre/sdk';

/** Why a card was refused, as far as the person can act on it. */
export type DeclineKind = 'generic' | 'insufficient_funds' | 'requires_action' | 'expired_card' | 'incorrect_cvc';

/**
 * A refused payment (402), or null for any other failure. The API names the bank's reason in
 * the problem's detail, in parentheses (`… (insufficient_funds).`), the same for the local
 * provider and Stripe; a reason we have no words for reads as a generic decline.
 */
export function declineOf(error: unknown): DeclineKind | null {
  if (!(error instanceof ProblemError) || error.status !== 402) return null;
  if (error.code === 'payment_requires_action') return 'requires_action';
  const reason = /\(([a-z_]+)\)/.exec(error.problem.detail ?? '')?.[1];
  if (reason === 'insufficient_funds' || reason === 'expired_card' || reason === 'incorrect_cvc') return reason;
  return 'generic';
}

/** The slot was taken between the choice and the payment: back to the times, nothing was charged. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ProblemError && error.code === 'slot_unavailable';
}
