import { describe, expect, it } from 'vitest';
import { jobPhase } from './phase.ts';
import type { Booking } from './types.ts';

// Only what the phase reads; the rest of a booking does not decide it.
const confirmed = (date: string, startsAt: string) => ({ status: 'confirmed', date, startsAt, work: {} }) as unknown as Booking;

describe('jobPhase', () => {
  it('offers the punch-in on the day of the job', () => {
    // 9:00 in Quebec (14:00 UTC) for a job at 15:00 the same day.
    expect(jobPhase(confirmed('2026-12-07', '2026-12-07T20:00:00Z'), new Date('2026-12-07T14:00:00Z'))).toBe('punchIn');
  });

  it('offers it in the hour before a job that starts just after midnight, while it is still the day before', () => {
    // 23:40 on the 6th in Quebec (04:40 UTC) for a job at 00:00 on the 7th: the API takes it from 23:00.
    expect(jobPhase(confirmed('2026-12-07', '2026-12-07T05:00:00Z'), new Date('2026-12-07T04:40:00Z'))).toBe('punchIn');
  });

  it('does not offer it the day before, outside that hour', () => {
    expect(jobPhase(confirmed('2026-12-08', '2026-12-08T14:00:00Z'), new Date('2026-12-07T14:00:00Z'))).toBeNull();
  });
});
