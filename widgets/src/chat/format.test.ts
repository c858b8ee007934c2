import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, relativeDay, timeLabel } from './format.ts';

describe('chat dates, in Toronto', () => {
  it('puts a message at 1 a.m. UTC on the previous day in Quebec', () => {
    expect(dayKey('2026-12-03T04:30:00Z')).toBe('2026-12-02');
    expect(dayKey('2026-12-03T05:30:00Z')).toBe('2026-12-03');
  });
  it('names the day in the person’s language, with the year only when it is another year', () => {
    const now = new Date('2026-12-10T15:00:00Z');
    expect(dayLabel('2026-12-03T15:00:00Z', 'fr', now)).toBe('jeudi 3 décembre');
    expect(dayLabel('2026-12-03T15:00:00Z', 'en', now)).toBe('Thursday, December 3');
    expect(dayLabel('2025-12-03T15:00:00Z', 'fr', now)).toBe('mercredi 3 décembre 2025');
  });
  it('says today and yesterday by Toronto’s calendar', () => {
    const now = new Date('2026-12-10T03:00:00Z'); // 22 h on the 9th in Toronto
    expect(relativeDay('2026-12-09T20:00:00Z', now)).toBe('today');
    expect(relativeDay('2026-12-08T20:00:00Z', now)).toBe('yesterday');
    expect(relativeDay('2026-12-07T20:00:00Z', now)).toBeNull();
  });
  it('writes French times on 24 hours', () => {
    // Held together by no-break spaces: a line never ends inside a time.
    expect(timeLabel('2026-12-03T14:05:00Z', 'fr')).toBe('9\u00a0h\u00a005');
    expect(timeLabel('2026-12-03T22:30:00Z', 'fr')).toBe('17\u00a0h\u00a030');
  });
});
