import { describe, expect, it } from 'vitest';
import { isoWeekMonday, nextPayoutDate, weekDates } from './schedule.ts';

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

describe('weekDates', () => {
  it('finds an ISO week’s Monday, week 1 holding 4 January', () => {
    expect(isoWeekMonday('2026-W47')).toBe('2026-11-16');
    expect(isoWeekMonday('2026-W01')).toBe('2025-12-29');
    expect(isoWeekMonday('2020-W53')).toBe('2020-12-28');
    expect(() => isoWeekMonday('2026-47')).toThrow(RangeError);
  });

  it('says the month once within a month: after the last day in French, before the first in English', () => {
    expect(weekDates('2026-W47', 'fr')).toEqual({ from: '16', to: '22 novembre' });
    expect(weekDates('2026-W47', 'en')).toEqual({ from: 'November 16', to: '22' });
  });

  it('names both months across two, and the years across two', () => {
    expect(weekDates('2026-W49', 'fr')).toEqual({ from: '30 novembre', to: '6 décembre' });
    expect(weekDates('2026-W53', 'en')).toEqual({ from: 'December 28, 2026', to: 'January 3, 2027' });
  });
});
