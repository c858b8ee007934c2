/**
 * The card form of the local payment provider (the default, and all that works offline): it
 * takes the card numbers of Stripe's test mode and hands the API the payment method each one
 * stands for (api/src/adapters/payments/local/test-cards.ts), so the same client code works
 * against both providers. No card number ever leaves the browser: only the `pm_…` token does.
 */
const testCardTokens: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_insufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000000000000341': 'pm_card_chargeCustomerFail',
  '4000000000005126': 'pm_card_refundFail',
};

export interface CardValues {
  number: string;
  /** MM / YY as typed. */
  expiry: string;
  cvc: string;
  /** The name on the card. */
  name: string;
}

export type CardField = keyof CardValues;
export type CardProblem = 'required' | 'invalid' | 'expired' | 'unknown';
export type CardErrors = Partial<Record<CardField, CardProblem>>;

/**
 * Each field's input name: the one browsers and password managers recognise, and the one the
 * forms kit looks for to move the focus to the first field in error.
 */
export const cardInputNames = { number: 'cardnumber', expiry: 'cc-exp', cvc: 'cvc', name: 'ccname' } as const satisfies Record<
  CardField,
  string
>;
export type CardInputName = (typeof cardInputNames)[CardField];
/** The card's errors as the person reads them, by input name. */
export type CardErrorTexts = Partial<Record<CardInputName, string>>;

export const emptyCard: CardValues = { number: '', expiry: '', cvc: '', name: '' };

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Groups of four as people read a card: « 4242 4242 4242 4242 ». */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** « 12 / 34 » while typing. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries: a typo is caught before anything is sent. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The card's problems, field by field, before anything is sent (spec §5: known rules client-side). */
export function cardErrors(card: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(card.number);
  if (!number) errors.number = 'required';
  else if (!luhnValid(number)) errors.number = 'invalid';
  else if (!testCardTokens[number]) errors.number = 'unknown';
  const expiry = digitsOf(card.expiry);
  if (!expiry) errors.expiry = 'required';
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    if (expiry.length !== 4 || month < 1 || month > 12) errors.expiry = 'invalid';
    // A card is good through the last day of its month.
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'expired';
  }
  const cvc = digitsOf(card.cvc);
  if (!cvc) errors.cvc = 'required';
  else if (cvc.length < 3 || cvc.length > 4) errors.cvc = 'invalid';
  if (!card.name.trim()) errors.name = 'required';
  return errors;
}

/** The payment method a valid test card stands for, or null. */
export function paymentMethodOf(card: CardValues): string | null {
  return testCardTokens[digitsOf(card.number)] ?? null;
}

/** The card's network, for its badge: Visa starts with 4, Mastercard with 51–55 or 22–27. */
export function brandOf(number: string): 'visa' | 'mastercard' | null {
  const digits = digitsOf(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return null;
}
