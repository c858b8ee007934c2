import { gstPercent, qstPercent } from '../../lib/money.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { FixedRates, PropertyType } from '../cleaners/cleaners.entities.ts';
import { bookingErrors } from './bookings.errors.ts';

const fail = errorsOf(bookingErrors);

export type PriceLineKind =
  | 'service'
  | 'supplies_fee'
  | 'emergency_fee'
  | 'first_booking_discount'
  | 'discount_code'
  | 'referral_credit'
  | 'gst'
  | 'qst';

/** One line of a price; the lines add up to the total. Discounts are negative. */
export interface PriceLine {
  kind: PriceLineKind;
  amount: number;
  percent?: number;
  code?: string;
}

/** A booking's price in cents (the contract's BookingPrice). */
export interface BookingPrice {
  pricing: 'hourly' | 'fixed';
  hourlyRate: number | null;
  hours: number;
  service: number;
  suppliesFee: number;
  emergencyFee: number;
  subtotal: number;
  discount: { kind: DiscountCandidate['kind']; amount: number; code?: string } | null;
  discountedSubtotal: number;
  taxRegistered: boolean;
  gst: number;
  qst: number;
  total: number;
  deposit: number;
  balance: number;
  lines: PriceLine[];
}

export const suppliesFeeCents = 1_000;
export const emergencyFeePercent = 15;
export const firstBookingDiscountPercent = 15;
export { gstPercent, qstPercent };
export const cancellationFeeCents = 5_000;
/** Cancelling at least this long before the start is free (spec §9). */
export const freeCancellationHours = 24;

/** A discount the client could get; only the largest applies (see README: they never stack). */
export type DiscountCandidate =
  | { kind: 'first_booking'; percent: number }
  | { kind: 'discount_code'; code: string; percent: number | null; amountCents: number | null }
  | { kind: 'referral'; amountCents: number };

export interface PricingInput {
  paymentMethod: 'hourly' | 'fixed';
  hourlyRateCents: number | null;
  fixedRates: FixedRates;
  propertyType: PropertyType;
  durationMinutes: number;
  suppliesProvidedByCleaner: boolean;
  emergency: boolean;
  /** The cleaner has GST and QST numbers, so charges both taxes. */
  taxRegistered: boolean;
  discounts: readonly DiscountCandidate[];
}

/** amount × percent / 100, to the cent, half up; exact for the rates used here (at most 3 decimals). */
export function percentOf(amountCents: number, percent: number): number {
  const thousandths = Math.round(percent * 1000);
  return divideHalfUp(amountCents * thousandths, 100_000);
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function serviceCents(input: PricingInput): number {
  if (input.paymentMethod === 'fixed') {
    const fixed = input.fixedRates[input.propertyType];
    if (typeof fixed !== 'number') {
      throw fail('property_type_not_priced', {
        detail: {
          fr: `Ce nettoyeur n’a pas de prix fixe pour ce type de propriété (${input.propertyType}).`,
          en: `This cleaner has no fixed price for this type of property (${input.propertyType}).`,
        },
      });
    }
    return fixed;
  }
  if (input.hourlyRateCents == null) throw fail('cleaner_not_bookable');
  return divideHalfUp(input.hourlyRateCents * input.durationMinutes, 60);
}

function discountAmount(candidate: DiscountCandidate, subtotal: number): number {
  switch (candidate.kind) {
    case 'first_booking':
      return percentOf(subtotal, candidate.percent);
    case 'referral':
      return Math.min(candidate.amountCents, subtotal);
    case 'discount_code':
      return Math.min(
        candidate.percent !== null ? percentOf(subtotal, candidate.percent) : (candidate.amountCents ?? 0),
        subtotal,
      );
  }
}

const discountLine = {
  first_booking: 'first_booking_discount',
  discount_code: 'discount_code',
  referral: 'referral_credit',
} as const;

/**
 * The price of one booking, line by line. The same function prices quotes and bookings, and
 * only from the server's data: the cleaner's rates and the discounts the server found.
 */
export function priceBooking(input: PricingInput): BookingPrice {
  const service = serviceCents(input);
  const suppliesFee = input.suppliesProvidedByCleaner ? suppliesFeeCents : 0;
  const emergencyFee = input.emergency ? percentOf(service, emergencyFeePercent) : 0;
  const subtotal = service + suppliesFee + emergencyFee;

  // The largest discount wins; on a tie, the earlier candidate (first booking, code, referral).
  let best: { candidate: DiscountCandidate; amount: number } | null = null;
  for (const candidate of input.discounts) {
    const amount = discountAmount(candidate, subtotal);
    if (amount > 0 && (!best || amount > best.amount)) best = { candidate, amount };
  }
  const discountedSubtotal = subtotal - (best?.amount ?? 0);
  const gst = input.taxRegistered ? percentOf(discountedSubtotal, gstPercent) : 0;
  const qst = input.taxRegistered ? percentOf(discountedSubtotal, qstPercent) : 0;
  const total = discountedSubtotal + gst + qst;
  const deposit = divideHalfUp(total, 2);

  const lines: PriceLine[] = [{ kind: 'service', amount: service }];
  if (suppliesFee > 0) lines.push({ kind: 'supplies_fee', amount: suppliesFee });
  if (emergencyFee > 0) lines.push({ kind: 'emergency_fee', amount: emergencyFee, percent: emergencyFeePercent });
  if (best) {
    const { candidate, amount } = best;
    const line: PriceLine = { kind: discountLine[candidate.kind], amount: -amount };
    if (candidate.kind === 'first_booking') line.percent = candidate.percent;
    if (candidate.kind === 'discount_code') {
      line.code = candidate.code;
      if (candidate.percent !== null) line.percent = candidate.percent;
    }
    lines.push(line);
  }
  if (input.taxRegistered) {
    lines.push({ kind: 'gst', amount: gst, percent: gstPercent }, { kind: 'qst', amount: qst, percent: qstPercent });
  }

  return {
    pricing: input.paymentMethod,
    hourlyRate: input.paymentMethod === 'hourly' ? input.hourlyRateCents : null,
    hours: input.durationMinutes / 60,
    service,
    suppliesFee,
    emergencyFee,
    subtotal,
    discount: best
      ? {
          kind: best.candidate.kind,
          amount: best.amount,
          ...(best.candidate.kind === 'discount_code' ? { code: best.candidate.code } : {}),
        }
      : null,
    discountedSubtotal,
    taxRegistered: input.taxRegistered,
    gst,
    qst,
    total,
    deposit,
    balance: total - deposit,
    lines,
  };
}

/**
 * What a cancellation refunds of the deposit: all of it at least 24 hours before the start,
 * otherwise the deposit less the 50 $ fee (the fee never exceeds the deposit, which is all we hold).
 */
export function cancellationRefund(
  depositCents: number,
  msBeforeStart: number,
  /** The cleaner became unavailable: the late cancellation is not the client's doing, so no fee. */
  cleanerUnavailable = false,
): { refund: number; feeKept: number } {
  if (cleanerUnavailable || msBeforeStart >= freeCancellationHours * 3_600_000) return { refund: depositCents, feeKept: 0 };
  const feeKept = Math.min(cancellationFeeCents, depositCents);
  return { refund: depositCents - feeKept, feeKept };
}
