import { todayInQuebec } from '../i18n/format.ts';
import type { Booking } from './types.ts';

/** Where the job stands: punch in (confirmed, on the day), work (in progress), done (punched out), or nothing to do. */
export type JobPhase = 'punchIn' | 'working' | 'done' | null;

export function jobPhase(booking: Booking, now = new Date()): JobPhase {
  if (booking.status === 'confirmed') return booking.date === todayInQuebec(now) ? 'punchIn' : null;
  if (booking.status === 'in_progress') return 'working';
  if (booking.status === 'completed' && booking.work.punchedOutAt) return 'done';
  return null;
}
