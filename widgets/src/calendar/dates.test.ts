import { describe, expect, it } from 'vitest';
import { shiftAnchor, viewDays, weeksOf } from './dates.ts';

describe('calendar views', () => {
  it('shows a week from its Monday', () => {
    expect(viewDays('week', '2026-12-10')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('shows whole weeks covering a month, across the year', () => {
    const december = viewDays('month', '2026-12-10');
    expect(december[0]).toBe('2026-11-30');
    expect(december.at(-1)).toBe('2027-01-03');
    expect(weeksOf(december)).toHaveLength(5);
  });

  it('moves by a week or a month', () => {
    expect(shiftAnchor('week', '2026-12-31', 1)).toBe('2027-01-04');
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
  });
});
