import { describe, expect, it } from 'vitest';
import { blockBody, blockProblems, blockValues, newBlockValues } from './block-form.ts';
import type { AvailabilityBlock } from './types.ts';

const today = '2026-12-07';

describe('the block form', () => {
  it('starts a weekly block on the chosen day, 9:00 to 17:00', () => {
    const values = newBlockValues('2026-12-08');
    expect(blockProblems(values, today)).toEqual({});
    expect(blockBody(values)).toEqual({
      kind: 'weekly',
      startDate: '2026-12-08',
      allDay: false,
      startTime: '09:00',
      endTime: '17:00',
      weekday: 2,
      untilDate: null,
    });
  });

  it('sends each kind with its own fields only', () => {
    const base = newBlockValues('2026-12-08');
    expect(blockBody({ ...base, kind: 'one_off', allDay: true, untilDate: '2027-01-01' })).toEqual({
      kind: 'one_off',
      startDate: '2026-12-08',
      allDay: true,
    });
    expect(blockBody({ ...base, kind: 'every_n_days', intervalDays: '3', untilDate: '2027-01-01' })).toEqual({
      kind: 'every_n_days',
      startDate: '2026-12-08',
      allDay: false,
      startTime: '09:00',
      endTime: '17:00',
      intervalDays: 3,
      untilDate: '2027-01-01',
    });
  });

  it('refuses what the API would, each beside its field', () => {
    const base = newBlockValues('2026-12-08');
    expect(blockProblems({ ...base, startDate: '' }, today)).toEqual({ startDate: 'dateRequired' });
    expect(blockProblems({ ...base, startDate: '2026-12-06' }, today)).toEqual({ startDate: 'dateInPast' });
    expect(blockProblems({ ...base, startDate: '2027-12-08' }, today)).toEqual({ startDate: 'dateTooFar' });
    expect(blockProblems({ ...base, weekday: '' }, today)).toEqual({ weekday: 'weekdayRequired' });
    expect(blockProblems({ ...base, kind: 'every_n_days', intervalDays: '1' }, today)).toEqual({
      intervalDays: 'intervalRange',
    });
    expect(blockProblems({ ...base, kind: 'every_n_days', intervalDays: '91' }, today)).toEqual({
      intervalDays: 'intervalRange',
    });
    expect(blockProblems({ ...base, startTime: '' }, today)).toEqual({ startTime: 'timeRequired' });
    expect(blockProblems({ ...base, endTime: '09:00' }, today)).toEqual({ endTime: 'endAfterStart' });
    expect(blockProblems({ ...base, untilDate: '2026-12-01' }, today)).toEqual({ untilDate: 'untilBeforeStart' });
    expect(blockProblems({ ...base, untilDate: '2028-12-08' }, today)).toEqual({ untilDate: 'untilTooFar' });
    // All day: no times to check; one date: no end of series to check.
    expect(blockProblems({ ...base, allDay: true, startTime: '', endTime: '' }, today)).toEqual({});
    expect(blockProblems({ ...base, kind: 'one_off', untilDate: '2026-12-01' }, today)).toEqual({});
  });

  it('changes a block from today when it started before', () => {
    const block: AvailabilityBlock = {
      id: 'avb_01jd0v3v4m0000000000000001',
      kind: 'every_n_days',
      startDate: '2026-11-02',
      untilDate: null,
      weekday: null,
      intervalDays: 3,
      allDay: true,
      startTime: null,
      endTime: null,
      exceptions: [],
      createdAt: '2026-11-01T12:00:00.000Z',
    };
    expect(blockValues(block, today)).toMatchObject({ kind: 'every_n_days', startDate: today, intervalDays: '3', allDay: true });
  });
});
