import { describe, expect, it } from 'vitest';
import { addMonths, instantToLocal, localToInstant, occurrenceDates } from './schedule.ts';

describe('local time in Quebec', () => {
  it('reads a local date and time with the offset of that day', () => {
    expect(localToInstant('2027-01-15', '09:30').toISOString()).toBe('2027-01-15T14:30:00.000Z');
    expect(localToInstant('2027-07-15', '09:30').toISOString()).toBe('2027-07-15T13:30:00.000Z');
    // The night clocks go back (2027-11-07): 01:30 happens twice; the first one is taken.
    expect(localToInstant('2027-11-07', '01:30').toISOString()).toBe('2027-11-07T05:30:00.000Z');
    // The hour skipped in spring (2027-03-14, 02:00–03:00) is read with the winter offset.
    expect(localToInstant('2027-03-14', '02:30').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // Hours after the change, although the same wall time read as UTC falls before it.
    expect(localToInstant('2027-03-14', '05:00').toISOString()).toBe('2027-03-14T09:00:00.000Z');
    expect(localToInstant('2027-11-07', '23:00').toISOString()).toBe('2027-11-08T04:00:00.000Z');
  });

  it('turns an instant back into the local date and time', () => {
    expect(instantToLocal(new Date('2027-01-15T14:30:00Z'))).toEqual({ date: '2027-01-15', time: '09:30' });
    expect(instantToLocal(new Date('2027-07-16T03:00:00Z'))).toEqual({ date: '2027-07-15', time: '23:00' });
  });
});

describe('occurrences of a series', () => {
  it('books once, weekly for 12 weeks, every other week for 12 weeks, monthly for 6 months', () => {
    expect(occurrenceDates('once', '2027-01-29')).toEqual(['2027-01-29']);
    const weekly = occurrenceDates('weekly', '2027-01-29');
    expect(weekly).toHaveLength(12);
    expect(weekly.slice(0, 3)).toEqual(['2027-01-29', '2027-02-05', '2027-02-12']);
    expect(weekly.at(-1)).toBe('2027-04-16');
    expect(occurrenceDates('bi-weekly', '2027-01-29')).toEqual([
      '2027-01-29',
      '2027-02-12',
      '2027-02-26',
      '2027-03-12',
      '2027-03-26',
      '2027-04-09',
    ]);
    expect(occurrenceDates('monthly', '2027-01-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });

  it('books a custom series with its interval and count', () => {
    expect(occurrenceDates('custom', '2027-12-30', { intervalDays: 3, occurrences: 3 })).toEqual([
      '2027-12-30',
      '2028-01-02',
      '2028-01-05',
    ]);
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});
