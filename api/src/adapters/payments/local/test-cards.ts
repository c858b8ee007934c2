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
const genericDecline: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
const insufficientFunds: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

const expiredCard: CardOutcome = {
  kind: 'decline',
  code: 'expired_card',
  declineCode: 'expired_card',
  message: 'Your card has expired.',
};
const incorrectCvc: CardOutcome = {
  kind: 'decline',
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: 'Your card’s security code is incorrect.',
};
const processingError: CardOutcome = {
  kind: 'decline',
  code: 'processing_error',
  declineCode: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

export const testCards: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', onSession: succeed, offSession: succeed },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', onSession: succeed, offSession: succeed },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', onSession: genericDecline, offSession: genericDecline },
  pm_card_insufficientFunds: { brand: 'visa', last4: '9995', onSession: insufficientFunds, offSession: insufficientFunds },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', onSession: expiredCard, offSession: expiredCard },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', onSession: incorrectCvc, offSession: incorrectCvc },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    onSession: processingError,
    offSession: processingError,
  },
  // On session the client completes the bank's challenge in the browser, so the charge goes
  // through; off session nobody can, and the payment waits for the client on the pay-now page.
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    onSession: succeed,
    offSession: { kind: 'authenticate' },
  },
  // Saving succeeds (the deposit goes through), later charges are declined: the balance that fails.
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', onSession: succeed, offSession: genericDecline },
  pm_card_refundFail: {
    brand: 'visa',
    last4: '5126',
    onSession: succeed,
    offSession: succeed,
    refundFailure: 'expired_or_canceled_card',
  },
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
