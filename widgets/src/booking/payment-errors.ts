import { type components, ProblemError } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { problemMessage } from '../errors/problem-message.ts';
import type { FormProblem } from '../forms/form-errors.ts';

/** The contract's stable reasons for a refused card (`declineCode` on `payment_failed`). */
export type DeclineCode = components['schemas']['DeclineCode'];

/** Why a card was refused, as far as the person can act on it: the bank's reason, or its request for a confirmation. */
export type DeclineKind = DeclineCode | 'requires_action';

const declineCodes: ReadonlySet<string> = new Set<DeclineCode>([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
]);

/**
 * A refused payment (402), or null for any other failure. The API names the bank's reason in
 * the problem's `declineCode`, the same for the local provider and Stripe; a problem without one
 * (an older server) or with a value this version has no words for reads as a plain decline.
 */
export function declineOf(error: unknown): DeclineKind | null {
  if (!(error instanceof ProblemError) || error.status !== 402) return null;
  if (error.code === 'payment_requires_action') return 'requires_action';
  const code = error.problem.declineCode;
  return code && declineCodes.has(code) ? code : 'card_declined';
}

/** The slot was taken between the choice and the payment: back to the times, nothing was charged. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ProblemError && error.code === 'slot_unavailable';
}

/**
 * A failed payment as the pay form's alert: a refused card says its reason (insufficient funds,
 * the bank's confirmation…) from the problem's code, not from its text; anything else reads
 * through the shared catalogue, with a request id for a server error.
 */
export function paymentProblem(error: unknown, t: TFunction): FormProblem {
  const decline = declineOf(error);
  if (decline) return { code: decline, title: t(`book.decline.${decline}.title`), message: t(`book.decline.${decline}.body`) };
  const { code, title, message, requestId } = problemMessage(error, t);
  return { code, title, message, ...(requestId ? { requestId } : {}) };
}
