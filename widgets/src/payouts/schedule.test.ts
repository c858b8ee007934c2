import { describe, expect, it } from 'vitest';
import { nextPayoutDate } from './schedule.ts';

describe('nextPayoutDate', () => {
  it('is the coming Friday on Quebec’s calendar', () => {
    // Tuesday 1 December 2026, 10:00 in Montréal.
    expect(nextPayoutDate(new Date('2026-12-01T15:00:00Z'))).toBe('2026-12-04');
  });

  it('is today on a Friday, and the next one from Saturday', () => {
    expect(nextPayoutDate(new Date('2026-12-04T14:00:00Z'))).toBe('2026-12-04');
    expect(nextPayoutDate(new Date('2026-12-05T14:00:00Z'))).toBe('2026-12-11');
  });

  it('reads the day in Quebec, not in UTC: Friday 1:00 UTC is still Thursday evening there', () => {
    expect(nextPayoutDate(new Date('2026-12-04T01:00:00Z'))).toBe('2026-12-04');
    expect(nextPayoutDate(new Date('2026-12-05T03:00:00Z'))).toBe('2026-12-04');
  });

  it('crosses a year', () => {
    expect(nextPayoutDate(new Date('2026-12-26T15:00:00Z'))).toBe('2027-01-01');
  });
});
