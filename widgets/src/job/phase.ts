import { todayInQuebec } from '../i18n/format.ts';
import type { Booking } from './types.ts';

/** Where the job stands: punch in (confirmed, on the day), work (in progress), done (punched out), or nothing to do. */
export type JobPhase = 'punchIn' | 'working' | 'done' | null;

/** The API takes a punch-in from 60 minutes before the start (`punch_in_too_early` earlier). */
const punchInOpensBefore = 60 * 60_000;

export function jobPhase(booking: Booking, now = new Date()): JobPhase {
  if (booking.status === 'confirmed') {
    // On the day, or within the hour before a start just past midnight (still "yesterday").
    const opens = Date.parse(booking.startsAt) - punchInOpensBefore;
    return booking.date === todayInQuebec(now) || now.getTime() >= opens ? 'punchIn' : null;
  }
  if (booking.status === 'in_progress') return 'working';
  if (booking.status === 'completed' && booking.work.punchedOutAt) return 'done';
  return null;
}
