import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors/app-error.ts';
import { cancellationRefund, divideHalfUp, type PricingInput, percentOf, priceBooking } from './pricing.ts';

const hourly: PricingInput = {
  paymentMethod: 'hourly',
  hourlyRateCents: 3500,
  fixedRates: {},
  propertyType: 'house',
  durationMinutes: 240,
  suppliesProvidedByCleaner: false,
  emergency: false,
  taxRegistered: false,
  discounts: [],
};

const sum = (price: ReturnType<typeof priceBooking>) => price.lines.reduce((total, line) => total + line.amount, 0);

describe('pricing', () => {
  it('charges the hourly rate for the hours booked, half hours included', () => {
    const price = priceBooking({ ...hourly, durationMinutes: 270 });
    expect(price).toMatchObject({ pricing: 'hourly', hourlyRate: 3500, hours: 4.5, service: 15750, total: 15750 });
    expect(price.lines).toEqual([{ kind: 'service', amount: 15750 }]);
    // An odd rate over half an hour lands on a half cent, which rounds up.
    expect(priceBooking({ ...hourly, hourlyRateCents: 1701, durationMinutes: 270 }).service).toBe(7655);
  });

  it('charges the fixed price of the property type whatever the duration, and refuses an unpriced type', () => {
    const fixed: PricingInput = { ...hourly, paymentMethod: 'fixed', fixedRates: { condo: 9000, house: null } };
    const price = priceBooking({ ...fixed, propertyType: 'condo', durationMinutes: 600 });
    expect(price).toMatchObject({ pricing: 'fixed', hourlyRate: null, service: 9000, total: 9000 });
    for (const propertyType of ['house', 'office'] as const) {
      const refused = (() => {
        try {
          priceBooking({ ...fixed, propertyType });
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'property_type_not_priced', status: 422 });
    }
  });

  it('adds the 10 $ supplies fee and the 15 % emergency fee on the service only', () => {
    const price = priceBooking({ ...hourly, suppliesProvidedByCleaner: true, emergency: true });
    expect(price).toMatchObject({ service: 14000, suppliesFee: 1000, emergencyFee: 2100, subtotal: 17100, total: 17100 });
    expect(price.lines.map((l) => l.kind)).toEqual(['service', 'supplies_fee', 'emergency_fee']);
    expect(price.lines[2]).toEqual({ kind: 'emergency_fee', amount: 2100, percent: 15 });
  });

  it('applies only the largest discount, on the whole pre-tax subtotal', () => {
    const candidates = [
      { kind: 'first_booking', percent: 15 },
      { kind: 'discount_code', code: 'BIENVENUE10', percent: 10, amountCents: null },
      { kind: 'referral', amountCents: 1000 },
    ] as const;
    const price = priceBooking({ ...hourly, suppliesProvidedByCleaner: true, discounts: candidates });
    // 15 % of 150.00 $ = 22.50 $ beats 15.00 $ and 10.00 $.
    expect(price.discount).toEqual({ kind: 'first_booking', amount: 2250 });
    expect(price.discountedSubtotal).toBe(12750);
    expect(price.lines.filter((l) => l.amount < 0)).toEqual([{ kind: 'first_booking_discount', amount: -2250, percent: 15 }]);

    const code = priceBooking({ ...hourly, discounts: candidates.slice(1) });
    expect(code.discount).toEqual({ kind: 'discount_code', amount: 1400, code: 'BIENVENUE10' });
    expect(code.lines).toContainEqual({ kind: 'discount_code', amount: -1400, percent: 10, code: 'BIENVENUE10' });

    // A fixed 20 $ code beats 10 % of a 140 $ booking; the referral credit is 10 $.
    const fixedCode = { kind: 'discount_code', code: 'VINGT', percent: null, amountCents: 2000 } as const;
    expect(priceBooking({ ...hourly, discounts: [fixedCode, candidates[2]] }).discount).toEqual({
      kind: 'discount_code',
      amount: 2000,
      code: 'VINGT',
    });
    expect(priceBooking({ ...hourly, discounts: [candidates[2]] }).discount).toEqual({ kind: 'referral', amount: 1000 });
    expect(priceBooking(hourly).discount).toBeNull();
  });

  it('never discounts below zero', () => {
    const price = priceBooking({
      ...hourly,
      paymentMethod: 'fixed',
      fixedRates: { house: 1500 },
      discounts: [{ kind: 'discount_code', code: 'GROS', percent: null, amountCents: 5000 }],
    });
    expect(price).toMatchObject({ subtotal: 1500, discountedSubtotal: 0, total: 0, deposit: 0, balance: 0 });
  });

  it('adds GST 5 % and QST 9.975 % on the discounted subtotal for a registered cleaner', () => {
    const price = priceBooking({ ...hourly, taxRegistered: true, discounts: [{ kind: 'first_booking', percent: 15 }] });
    // 140.00 $ − 21.00 $ = 119.00 $; GST 5.95 $; QST 11.87025 $ → 11.87 $.
    expect(price).toMatchObject({ discountedSubtotal: 11900, gst: 595, qst: 1187, total: 13682, taxRegistered: true });
    expect(price.lines.slice(-2)).toEqual([
      { kind: 'gst', amount: 595, percent: 5 },
      { kind: 'qst', amount: 1187, percent: 9.975 },
    ]);
    const unregistered = priceBooking(hourly);
    expect(unregistered).toMatchObject({ gst: 0, qst: 0, taxRegistered: false });
    expect(unregistered.lines.map((l) => l.kind)).toEqual(['service']);
  });

  it('splits the total into a 50 % deposit rounded half up and the balance', () => {
    const price = priceBooking({ ...hourly, taxRegistered: true, discounts: [{ kind: 'first_booking', percent: 15 }] });
    expect([price.deposit, price.balance]).toEqual([6841, 6841]);
    const odd = priceBooking({ ...hourly, hourlyRateCents: 1701, durationMinutes: 270 });
    expect([odd.total, odd.deposit, odd.balance]).toEqual([7655, 3828, 3827]);
  });

  it('returns lines that add up to the total', () => {
    for (const extra of [
      {},
      { suppliesProvidedByCleaner: true },
      { emergency: true, taxRegistered: true },
      { taxRegistered: true, discounts: [{ kind: 'referral', amountCents: 1000 }] as const },
      { hourlyRateCents: 19900, durationMinutes: 720, emergency: true, suppliesProvidedByCleaner: true, taxRegistered: true },
    ]) {
      const price = priceBooking({ ...hourly, ...extra });
      expect(sum(price)).toBe(price.total);
      expect(price.deposit + price.balance).toBe(price.total);
    }
  });

  it('rounds percentages half up to the cent', () => {
    expect(percentOf(1000, 9.975)).toBe(100); // 99.75 → 100
    expect(percentOf(10, 15)).toBe(2); // 1.5 → 2
    expect(percentOf(9, 15)).toBe(1); // 1.35 → 1
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4, 2)).toBe(2);
  });

  it('refunds the whole deposit 24 hours or more before the start, the deposit less 50 $ after', () => {
    const day = 24 * 3_600_000;
    expect(cancellationRefund(8000, day)).toEqual({ refund: 8000, feeKept: 0 });
    expect(cancellationRefund(8000, day - 1)).toEqual({ refund: 3000, feeKept: 5000 });
    expect(cancellationRefund(3400, 3_600_000)).toEqual({ refund: 0, feeKept: 3400 });
  });
});
