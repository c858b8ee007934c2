import { describe, expect, it } from 'vitest';
import { isoWeekOf, lastSunday, nextWeeklyRun, previousIsoWeek } from './payouts.ts';

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

describe('the next scheduled weekly run', () => {
  it('is Friday 9:00 in Quebec: this week’s until it has run, then the next week’s', () => {
    // Tuesday 1 December 2026 → Friday the 4th, 9:00 in Montréal (14:00 UTC).
    expect(nextWeeklyRun(new Date('2026-12-01T15:00:00Z')).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    // Friday the 4th at 8:00 in Montréal: that morning's run.
    expect(nextWeeklyRun(new Date('2026-12-04T13:00:00Z')).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    // Friday the 4th at 10:00, and Sunday the 6th: the 11th.
    expect(nextWeeklyRun(new Date('2026-12-04T15:00:00Z')).toISOString()).toBe('2026-12-11T14:00:00.000Z');
    expect(nextWeeklyRun(new Date('2026-12-06T20:00:00Z')).toISOString()).toBe('2026-12-11T14:00:00.000Z');
  });
});
