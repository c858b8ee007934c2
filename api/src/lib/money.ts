/**
 * Money is integer cents of CAD everywhere. These helpers are the only place amounts are
 * multiplied by rates, so every area rounds the same way.
 *
 * Rounding: half up on the cent (0.5 ¢ and more goes up, less goes down). That is how the
 * Canada Revenue Agency and Revenu Québec ask for GST and QST to be rounded, and using one rule
 * for taxes, deposits, fees and discounts keeps a receipt's lines explainable. The arithmetic is
 * exact (integers, BigInt), never binary floating point: 9.975 % of 1 000 $ is 99.75 $, not
 * 99.74999… rounded the wrong way.
 */

export const gstPercent = 5;
/** Quebec sales tax, computed on the price before GST (not on price + GST) since 2013. */
export const qstPercent = 9.975;
/** Share of the price charged when booking; the rest is charged after the service. */
export const depositPercent = 50;

function checkCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of cents (got ${cents})`);
}

/** A non-negative decimal number as an exact fraction numerator / 10^decimals. */
function exactDecimal(value: number): { numerator: bigint; denominator: bigint } {
  // toString gives the shortest decimal that reads back as the same number, so 9.975 is "9.975".
  const match = Number.isFinite(value) && value >= 0 ? /^(\d+)(?:\.(\d+))?$/.exec(value.toString()) : null;
  if (!match) throw new RangeError(`A percentage must be a finite, non-negative decimal number (got ${value})`);
  const decimals = match[2] ?? '';
  return { numerator: BigInt(`${match[1]}${decimals}`), denominator: 10n ** BigInt(decimals.length) };
}

/** `percent` % of an amount, rounded half up to the cent: percentOf(1999, 15) = 300 (299.85). */
export function percentOf(cents: number, percent: number): number {
  checkCents(cents);
  const rate = exactDecimal(percent);
  const product = BigInt(cents) * rate.numerator;
  const divisor = 100n * rate.denominator;
  const quotient = product / divisor;
  const rounded = (product % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('The result is beyond the safe range of cents');
  return result;
}

/**
 * Quebec's two sales taxes on a taxable amount, each computed on the same base and rounded on
 * its own, as they appear on separate lines of an invoice (and are remitted separately).
 */
export function taxesOn(cents: number): { gstCents: number; qstCents: number } {
  return { gstCents: percentOf(cents, gstPercent), qstCents: percentOf(cents, qstPercent) };
}

/**
 * A price split into the deposit charged at booking and the balance charged after the
 * service. The balance is what is left, so the two always add up to the price exactly.
 */
export function depositAndBalance(totalCents: number): { depositCents: number; balanceCents: number } {
  const depositCents = percentOf(totalCents, depositPercent);
  return { depositCents, balanceCents: totalCents - depositCents };
}

const formatters = {
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
};

/**
 * An amount as people read it: "1 234,56 $" in French (no-break spaces, so it never wraps) and
 * "$1,234.56" in English. Negative amounts (a ledger balance, a refund) get a leading minus.
 */
export function formatCad(cents: number, locale: 'fr' | 'en' | 'fr-CA' | 'en-CA'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number (got ${cents})`);
  const digits = Math.abs(cents).toString().padStart(3, '0');
  // A decimal string is formatted exactly, where cents / 100 could be off in the last digit.
  const amount = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  const formatted = formatters[locale.startsWith('fr') ? 'fr' : 'en'].format(amount);
  // Some ICU versions group French thousands with a narrow no-break space: one output everywhere.
  return formatted.replace(/\u202f/g, '\u00a0');
}
