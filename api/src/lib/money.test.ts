import { describe, expect, it } from 'vitest';
import { depositAndBalance, formatCad, percentOf, taxesOn } from './money.ts';

const nbsp = '\u00a0';

describe('percentOf: exact, rounded half up to the cent', () => {
  it.each([
    [0, 50, 0],
    [1, 50, 1], // 0.5 ¢ → 1
    [3, 50, 2], // 1.5 ¢ → 2
    [1, 5, 0], // 0.05 ¢ → 0
    [9, 5, 0], // 0.45 ¢ → 0
    [10, 5, 1], // 0.5 ¢ → 1
    [1999, 15, 300], // 299.85 ¢ → 300
    [1990, 15, 299], // 298.5 ¢ → 299
    [5, 9.975, 0], // 0.49875 ¢ → 0
    [6, 9.975, 1], // 0.5985 ¢ → 1
    [100_000, 9.975, 9_975],
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [12_345, 150, 18_518], // 18 517.5 ¢ → 18 518
  ])('%i ¢ × %f %% = %i ¢', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it('stays exact where floating point would not', () => {
    // 9.975 % of 20 $ is 199.5 ¢ → 200 ¢; 2000 * 0.09975 is 199.49999999999997 in floating point.
    expect(percentOf(2_000, 9.975)).toBe(200);
    expect(taxesOn(2_000)).toEqual({ gstCents: 100, qstCents: 200 });
    expect(percentOf(Number.MAX_SAFE_INTEGER, 50)).toBe(4_503_599_627_370_496); // …495.5 → …496
    expect(percentOf(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    [-1, 5],
    [1.5, 5],
    [Number.NaN, 5],
    [100, -5],
    [100, Number.POSITIVE_INFINITY],
    [100, 1e-7],
  ])('refuses %f ¢ × %f %%', (cents, percent) => {
    expect(() => percentOf(cents, percent)).toThrow(RangeError);
  });

  it('refuses a result beyond the safe range of cents', () => {
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow('beyond the safe range');
  });
});

describe('taxesOn: GST 5 % and QST 9.975 % on the same base, each rounded', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [10, 1, 1], // 0.5 → 1 and 0.9975 → 1
    [10_000, 500, 998], // QST 997.5 → 998
    [12_345, 617, 1_231], // 617.25 → 617; 1 231.41… → 1 231
    [100_000, 5_000, 9_975], // on the price, not on price + GST (which would be 10 474)
    [99_999_999, 5_000_000, 9_975_000], // 4 999 999.95 → 5 000 000; 9 974 999.90… → 9 975 000
  ])('%i ¢ → GST %i ¢, QST %i ¢', (cents, gstCents, qstCents) => {
    expect(taxesOn(cents)).toEqual({ gstCents, qstCents });
  });
});

describe('depositAndBalance', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [10_000, 5_000, 5_000],
    [10_001, 5_001, 5_000],
  ])('%i ¢ → deposit %i ¢ + balance %i ¢', (total, depositCents, balanceCents) => {
    expect(depositAndBalance(total)).toEqual({ depositCents, balanceCents });
  });
});

describe('formatCad', () => {
  it.each([
    [123_456, `1${nbsp}234,56${nbsp}$`, '$1,234.56'],
    [0, `0,00${nbsp}$`, '$0.00'],
    [1, `0,01${nbsp}$`, '$0.01'],
    [50, `0,50${nbsp}$`, '$0.50'],
    [5_000, `50,00${nbsp}$`, '$50.00'],
    [-2_550, `-25,50${nbsp}$`, '-$25.50'],
    [999_999_999_999, `9${nbsp}999${nbsp}999${nbsp}999,99${nbsp}$`, '$9,999,999,999.99'],
    [Number.MAX_SAFE_INTEGER, `90${nbsp}071${nbsp}992${nbsp}547${nbsp}409,91${nbsp}$`, '$90,071,992,547,409.91'],
  ])('%i ¢ → "%s" / "%s"', (cents, fr, en) => {
    expect(formatCad(cents, 'fr')).toBe(fr);
    expect(formatCad(cents, 'fr-CA')).toBe(fr);
    expect(formatCad(cents, 'en')).toBe(en);
    expect(formatCad(cents, 'en-CA')).toBe(en);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCad(1.5, 'fr')).toThrow(RangeError);
  });
});
