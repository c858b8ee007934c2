import { describe, expect, it } from 'vitest';
import { expiryOf } from './rewards.ts';

describe('a reward’s expiry', () => {
  it('is the same local time six calendar months later, in Quebec', () => {
    // 10:15 in Montréal on 15 March (EDT) → 10:15 on 15 September (EDT).
    expect(expiryOf(new Date('2026-03-15T14:15:00Z')).toISOString()).toBe('2026-09-15T14:15:00.000Z');
    // Across the change of hour: 09:00 EDT in July → 09:00 EST in January.
    expect(expiryOf(new Date('2026-07-10T13:00:00Z')).toISOString()).toBe('2027-01-10T14:00:00.000Z');
  });

  it('falls on the last day of a shorter month', () => {
    expect(expiryOf(new Date('2026-08-31T16:00:00Z')).toISOString()).toBe('2027-02-28T17:00:00.000Z');
    expect(expiryOf(new Date('2027-08-31T16:00:00Z')).toISOString()).toBe('2028-02-29T17:00:00.000Z');
  });
});
