import { Badge } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { labelKey, statusTone } from './labels.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking } from './types.ts';

/** The booking's status, as the person reads it: its cleaning label when it has one (late, balance due…). */
export function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'label'> }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const text = booking.label ? t(`details.label.${labelKey[booking.label]}`) : t(`status.${booking.status}`);
  const tone =
    booking.label === 'late' || booking.label === 'no-show' || booking.label === 'awaiting payment'
      ? 'warning'
      : statusTone[booking.status];
  return (
    <Badge tone={tone} {...part('status', { state: booking.status })}>
      {text}
    </Badge>
  );
}
