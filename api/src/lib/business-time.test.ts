import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatMinutes,
  instantAt,
  isLocalDate,
  minutesOf,
  offsetMinutesAt,
  todayIn,
  wallClockAt,
  weekdayOf,
} from './business-time.ts';

describe('business time (America/Toronto)', () => {
  it('does date arithmetic on calendar days, across DST changes and leap days', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-11-07')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('recognises only real dates', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-01')).toBe(false);
  });

  it('reads and writes wall-clock times', () => {
    expect(minutesOf('08:15')).toBe(495);
    expect(minutesOf('17:00:00')).toBe(1020);
    expect(minutesOf('24:00')).toBe(1440);
    expect(formatMinutes(495)).toBe('08:15');
  });

  it('turns local times into instants with the offset in force on that date', () => {
    expect(instantAt('2026-10-25', 9 * 60).toISOString()).toBe('2026-10-25T13:00:00.000Z');
    expect(instantAt('2026-11-01', 9 * 60).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(instantAt('2026-11-01', 0).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(instantAt('2026-11-01', 1440).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(instantAt('2027-01-15', 1440).toISOString()).toBe('2027-01-16T05:00:00.000Z');
  });

  it('reads a repeated time as its first occurrence and a skipped time with the earlier offset', () => {
    // 01:30 happens twice on 2026-11-01 (EDT, then EST): the first is 05:30 UTC.
    expect(instantAt('2026-11-01', 90).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 02:30 does not exist on 2027-03-14: read as 02:30 EST, which clocks show as 03:30 EDT.
    expect(instantAt('2027-03-14', 150).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(instantAt('2027-03-14', 180).toISOString()).toBe('2027-03-14T07:00:00.000Z');
  });

  it('knows the wall clock and the offset at an instant', () => {
    expect(offsetMinutesAt(Date.parse('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(offsetMinutesAt(Date.parse('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(wallClockAt(new Date('2026-11-01T05:59:59Z'))).toEqual({ date: '2026-11-01', minutes: 119, seconds: 59 });
    expect(wallClockAt(new Date('2026-11-01T06:00:00Z'))).toEqual({ date: '2026-11-01', minutes: 60, seconds: 0 });
    expect(todayIn('America/Toronto', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('America/Toronto', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('gives the offset Intl names at every minute around a change, read again or not, in other zones too', () => {
    const named = (instant: number, zone: string) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(instant)
        .find((part) => part.type === 'timeZoneName')?.value;
      const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
      if (!match?.[1]) return 0;
      return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
    };
    const around = [
      ['America/Toronto', '2027-03-14T06:00:00Z'],
      ['America/Toronto', '2027-11-07T05:00:00Z'],
      ['America/St_Johns', '2027-03-14T04:30:00Z'],
      ['Asia/Kathmandu', '2027-01-01T00:00:00Z'],
    ] as const;
    for (const [zone, start] of around) {
      for (let minute = 0; minute < 180; minute += 1) {
        const instant = Date.parse(start) + minute * 60_000 + 30_000;
        expect([offsetMinutesAt(instant, zone), offsetMinutesAt(instant, zone)]).toEqual([
          named(instant, zone),
          named(instant, zone),
        ]);
      }
    }
  });
});
