import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/business-time.ts';
import { type BlockRule, firstDuplicateDate, isOccurrenceDate } from './recurrence.ts';

const slot = { allDay: false, startMinutes: 600, endMinutes: 660 } as const;

function rule(overrides: Partial<BlockRule>): BlockRule {
  return {
    id: 'avb_x',
    kind: 'one_off',
    startDate: '2027-01-04',
    untilDate: null,
    weekday: null,
    intervalDays: null,
    exceptions: new Set(),
    ...slot,
    ...overrides,
  };
}

describe('recurrence', () => {
  it('places weekly occurrences on the weekday on or after the start', () => {
    // 2027-01-04 is a Monday.
    const weekly = rule({ kind: 'weekly', weekday: 3 });
    expect(isOccurrenceDate(weekly, '2027-01-06')).toBe(true);
    expect(isOccurrenceDate(weekly, '2027-01-13')).toBe(true);
    expect(isOccurrenceDate(weekly, '2027-01-05')).toBe(false);
    expect(isOccurrenceDate(weekly, '2026-12-30')).toBe(false);
  });

  it('finds the first common date of two series whose steps share no factor', () => {
    const a = rule({ kind: 'every_n_days', intervalDays: 89 });
    const b = rule({ kind: 'every_n_days', intervalDays: 90, startDate: '2027-01-05' });
    // 89·k ≡ 1 (mod 90) first at k = 89: day 89·89 after the start.
    expect(firstDuplicateDate(b, a)).toBe(addDays('2027-01-04', 89 * 89));
    expect(firstDuplicateDate({ ...b, untilDate: addDays('2027-01-04', 89 * 89 - 1) }, a)).toBeNull();
  });

  it('never finds series that cannot meet, or different slots', () => {
    const even = rule({ kind: 'every_n_days', intervalDays: 2 });
    const odd = rule({ kind: 'every_n_days', intervalDays: 4, startDate: '2027-01-05' });
    expect(firstDuplicateDate(odd, even)).toBeNull();
    expect(firstDuplicateDate({ ...even, startMinutes: 615 }, even)).toBeNull();
    expect(firstDuplicateDate({ ...even, allDay: true, startMinutes: null, endMinutes: null }, even)).toBeNull();
  });

  it('skips the existing block’s skipped dates', () => {
    const daily = rule({ kind: 'every_n_days', intervalDays: 2, exceptions: new Set(['2027-01-04', '2027-01-18']) });
    const weekly = rule({ kind: 'weekly', weekday: 1 });
    expect(firstDuplicateDate(weekly, daily)).toBe('2027-02-01');
  });
});
