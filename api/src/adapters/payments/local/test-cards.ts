/**
 * The test payment methods the local provider accepts, named like Stripe's test-mode tokens
 * (https://docs.stripe.com/testing) so that the same client code works against both. A client
 * "card" is one of these strings; a card saved from it keeps its behaviour for later charges.
 */
export type CardOutcome =
  | { kind: 'succeed' }
  /** The bank asks the cardholder to authenticate (3-D Secure). */
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string | null; message: string };

export interface TestCard {
  brand: 'visa' | 'mastercard';
  last4: string;
  /** The client is present: a charge with this card from the browser. */
  onSession: CardOutcome;
  /** The client is away: a later charge of the saved card. */
  offSession: CardOutcome;
  /** Refunds of its payments fail (Stripe's `pm_card_refundFail`), with this failure reason. */
  refundFailure?: string;
}

const succeed: CardOutcome = { kind: 'succeed' };

/** Stripe's error for a declined test card: its `code`, `decline_code` and message. */
function decline(code: string, declineCode: string, message: string): CardOutcome {
  return { kind: 'decline', code, declineCode, message };
}

const genericDecline = decline('card_declined', 'generic_decline', 'Your card was declined.');

/** A card that behaves the same whether the client is present or not. */
function always(brand: TestCard['brand'], last4: string, outcome: CardOutcome): TestCard {
  return { brand, last4, onSession: outcome, offSession: outcome };
}

export const testCards: Readonly<Record<string, TestCard>> = {
  pm_card_visa: always('visa', '4242', succeed),
  pm_card_mastercard: always('mastercard', '4444', succeed),
  pm_card_chargeDeclined: always('visa', '0002', genericDecline),
  pm_card_insufficientFunds: always(
    'visa',
    '9995',
    decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  ),
  pm_card_chargeDeclinedExpiredCard: always('visa', '0069', decline('expired_card', 'expired_card', 'Your card has expired.')),
  pm_card_chargeDeclinedIncorrectCvc: always(
    'visa',
    '0127',
    decline('incorrect_cvc', 'incorrect_cvc', 'Your card’s security code is incorrect.'),
  ),
  pm_card_chargeDeclinedProcessingError: always(
    'visa',
    '0119',
    decline('processing_error', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'),
  ),
  // On session the client completes the bank's challenge in the browser, so the charge goes
  // through; off session nobody can, and the payment waits for the client on the pay-now page.
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', onSession: succeed, offSession: { kind: 'authenticate' } },
  // Saving succeeds (the deposit goes through), later charges are declined: the balance that fails.
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', onSession: succeed, offSession: genericDecline },
  pm_card_refundFail: { ...always('visa', '5126', succeed), refundFailure: 'expired_or_canceled_card' },
};

export function testCardOf(token: string): TestCard | undefined {
  return Object.hasOwn(testCards, token) ? testCards[token] : undefined;
}

/**
 * The code a PaymentResult reports for a decline: the bank's specific reason when it gave one
 * (`insufficient_funds`), otherwise the error code (`card_declined`). The Stripe adapter maps
 * Stripe's `last_payment_error` the same way.
 */
export function failureCodeOf(error: { code: string; declineCode?: string | null }): string {
  return error.declineCode && error.declineCode !== 'generic_decline' ? error.declineCode : error.code;
}
