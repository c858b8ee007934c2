import { describe, expect, it } from 'vitest';
import { confirmedBooking, pendingBooking } from '../story-support/fixtures/bookings.ts';
import { busyLevelOf } from './busy-level.ts';
import type { AvailabilityOccurrence, CalendarBooking } from './types.ts';

const date = '2026-12-08';
const slot = (startTime: string, endTime: string, busy = false): AvailabilityOccurrence => ({
  blockId: 'avb_01jd0v3v4m0000000000000001',
  date,
  allDay: false,
  startTime,
  endTime,
  start: `${date}T14:00:00.000Z`,
  end: `${date}T22:00:00.000Z`,
  busy,
});
const allDay: AvailabilityOccurrence = { ...slot('00:00', '00:00'), allDay: true, startTime: null, endTime: null };
const hours = (durationHours: number, status: CalendarBooking['status'] = 'confirmed'): CalendarBooking => ({
  ...confirmedBooking,
  durationHours,
  status,
});

describe('busyLevelOf', () => {
  it('is off with neither availability nor booking', () => {
    expect(busyLevelOf([], [])).toBe('off');
  });

  it('goes from available to very busy as bookings fill the open time', () => {
    const day = [slot('08:00', '16:00')];
    expect(busyLevelOf(day, [])).toBe('available');
    expect(busyLevelOf(day, [hours(3.5)])).toBe('somewhatBusy');
    expect(busyLevelOf(day, [hours(4)])).toBe('busy');
    expect(busyLevelOf(day, [hours(4), hours(4)])).toBe('veryBusy');
  });

  it('counts a pending request but not a cancelled booking', () => {
    const day = [slot('08:00', '12:00')];
    expect(busyLevelOf(day, [pendingBooking])).toBe('veryBusy');
    expect(busyLevelOf(day, [hours(4, 'cancelled')])).toBe('available');
  });

  it('reads an all-day block as a 14-hour working day', () => {
    expect(busyLevelOf([allDay], [hours(4)])).toBe('somewhatBusy');
    expect(busyLevelOf([allDay], [hours(8)])).toBe('busy');
  });

  it('is very busy when imported busy time covers every occurrence, or a booking has no availability', () => {
    expect(busyLevelOf([slot('08:00', '12:00', true)], [])).toBe('veryBusy');
    expect(busyLevelOf([], [hours(4)])).toBe('veryBusy');
  });
});
