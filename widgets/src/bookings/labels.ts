import type { BadgeTone } from '../ui/Badge.tsx';
import type { Booking, BookingStatus } from './types.ts';

/** The cleaning label of the contract (`awaiting cleaner`) as a message key. */
export const labelKey: Record<NonNullable<Booking['label']>, string> = {
  pending: 'pending',
  'awaiting cleaner': 'awaitingCleaner',
  'awaiting payment': 'awaitingPayment',
  'in progress': 'inProgress',
  completed: 'completed',
  late: 'late',
  'no-show': 'noShow',
};

export const statusTone: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  in_progress: 'info',
  completed: 'primary',
  cancelled: 'neutral',
  declined: 'danger',
  declinedByClient: 'neutral',
};
