import { describe, expect, it } from 'vitest';
import { isoWeekOf, lastSunday, previousIsoWeek } from './payouts.ts';

describe('the weeks a weekly payout pays for', () => {
  it('names a Quebec date’s ISO week, the Thursday deciding the year', () => {
    expect(isoWeekOf('2026-11-16')).toBe('2026-W47');
    expect(isoWeekOf('2026-11-22')).toBe('2026-W47');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('pays on Friday for the week before, ending last Sunday in Quebec', () => {
    // Friday 27 November 2026, 9:00 in Montréal.
    const friday = new Date('2026-11-27T14:00:00Z');
    expect(lastSunday(friday)).toBe('2026-11-22');
    expect(previousIsoWeek(friday)).toBe('2026-W47');
    // Monday 30 November, 1:00 UTC, is still Sunday the 29th in Montréal.
    expect(lastSunday(new Date('2026-11-30T01:00:00Z'))).toBe('2026-11-22');
  });
});
