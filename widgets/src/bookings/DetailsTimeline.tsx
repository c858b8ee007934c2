import { useBookingTranslation } from '../booking/i18n.ts';
import { formatStamp } from './format.ts';
import type { Booking, Locale } from './types.ts';

/** Every recorded step, oldest first, then what comes next while the booking is open. */
export function DetailsTimeline({ booking, locale }: { booking: Booking; locale: Locale }) {
  const { t } = useBookingTranslation();
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
    <ol className="propre-bookings__timeline" data-part="timeline">
      {booking.history.map((step) => (
        <li key={`${step.action}-${step.at}`} className="propre-bookings__step" data-state="done" data-action={step.action}>
          <span className="propre-bookings__step-dot" aria-hidden="true" />
          <span className="propre-bookings__step-text">
            <strong>{t(`details.timeline.${step.action}`)}</strong> {actor(step)}
            {step.action !== 'expire' && step.reason
              ? ` (${t(`details.confirm.cancel.reasons.${step.reason}`, { defaultValue: step.reason })})`
              : ''}
          </span>
          <time className="propre-bookings__step-time" dateTime={step.at}>
            {formatStamp(step.at, locale)}
          </time>
        </li>
      ))}
      {next ? (
        <li className="propre-bookings__step" data-state="next">
          <span className="propre-bookings__step-dot" aria-hidden="true" />
          <span className="propre-bookings__step-text">{t(`details.timeline.next.${next}`, { name: booking.cleaner.name })}</span>
        </li>
      ) : null}
    </ol>
  );
}
