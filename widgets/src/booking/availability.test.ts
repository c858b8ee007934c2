import { describe, expect, it } from 'vitest';
import { formatLocalTime, formatMoney, todayInQuebec } from '../i18n/format.ts';
import { weekdayOccurrences } from '../story-support/fixtures/booking.ts';
import { addDays, bookableDates, mondayOf, startOptions } from './availability.ts';
import { formatDateTime } from './format.ts';

const week = weekdayOccurrences('usr_01jd0v3v4m0000000000000003').items;
const mondayMorning = new Date('2026-11-30T12:00:00.000Z'); // 7:00 in Quebec

describe('the starts a booking can take', () => {
  it('offers only the half hours where the whole cleaning fits in one free block', () => {
    expect(startOptions(week, '2026-12-01', 4, mondayMorning).map((start) => start.time)).toEqual(['08:00', '13:00']);
  });

  it('offers nothing longer than a block, and nothing for a duration under 4 hours', () => {
    expect(startOptions(week, '2026-12-01', 4.5, mondayMorning)).toEqual([]);
    expect(startOptions(week, '2026-12-01', 3, mondayMorning)).toEqual([]);
  });

  it('leaves out starts already past and days without a block', () => {
    const mondayNoon = new Date('2026-11-30T17:30:00.000Z'); // 12:30 in Quebec
    expect(startOptions(week, '2026-11-30', 4, mondayNoon).map((start) => start.time)).toEqual(['13:00']);
    expect(startOptions(week, '2026-12-05', 4, mondayMorning)).toEqual([]);
    expect([...bookableDates(week, 4, mondayNoon)]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('leaves out a block the cleaner’s calendar marks busy', () => {
    const busy = week.map((occurrence) => (occurrence.date === '2026-12-02' ? { ...occurrence, busy: true } : occurrence));
    expect(startOptions(busy, '2026-12-02', 4, mondayMorning)).toEqual([]);
  });

  it('works on Quebec dates whatever the device’s zone', () => {
    // 23:30 in Quebec on Sunday is already Monday in UTC.
    expect(todayInQuebec(new Date('2026-11-30T04:30:00.000Z'))).toBe('2026-11-29');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});

describe('Quebec formats', () => {
  it('writes money, dates and 24-hour times as people read them in French and English', () => {
    expect(formatMoney(8356, 'fr')).toBe('83,56\u00a0$');
    expect(formatMoney(8356, 'en')).toBe('$83.56');
    expect(formatLocalTime('09:00', 'fr')).toMatch(/^9\sh\s00$/);
    expect(formatDateTime('2026-12-01', '13:00', 'fr')).toMatch(/^mardi 1 décembre, 13\sh\s00$/);
    expect(formatLocalTime('13:00', 'en')).toMatch(/^1:00\sp\.m\.$/);
  });
});
