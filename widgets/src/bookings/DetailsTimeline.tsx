import { useEntry } from '../ui/use-entry.ts';
import { formatStamp } from './format.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, Locale } from './types.ts';

/** Every recorded step, oldest first, then what comes next while the booking is open. */
export function DetailsTimeline({ booking, locale }: { booking: Booking; locale: Locale }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  // Who did it, by name (the data has no gender to agree « le nettoyeur » with); an expiry says why itself.
  const actor = ({ action, actorRole }: Booking['history'][number]) =>
    action === 'expire'
      ? ''
      : t(`details.timeline.by.${actorRole}`, {
          name: actorRole === 'client' ? booking.client.name : actorRole === 'cleaner' ? booking.cleaner.name : '',
        });
  const next =
    booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress' ? booking.status : null;
  return (
    <ol {...part('timeline', { className: 'propre-bare-list' })}>
      {booking.history.map((step) => (
        <li key={`${step.action}-${step.at}`} {...part('timelineStep', { state: 'done' })} data-action={step.action}>
          <span {...part('timelineDot')} aria-hidden="true" />
          <span {...part('timelineText')}>
            <strong>{t(`details.timeline.${step.action}`)}</strong> {actor(step)}
            {step.action !== 'expire' && step.reason
              ? ` (${t(`details.confirm.cancel.reasons.${step.reason}`, { defaultValue: step.reason })})`
              : ''}
          </span>
          <time {...part('timelineTime')} dateTime={step.at}>
            {formatStamp(step.at, locale)}
          </time>
        </li>
      ))}
      {next ? (
        <li {...part('timelineStep', { state: 'next' })}>
          <span {...part('timelineDot')} aria-hidden="true" />
          <span {...part('timelineText')}>{t(`details.timeline.next.${next}`, { name: booking.cleaner.name })}</span>
        </li>
      ) : null}
    </ol>
  );
}
