import { formatDay, formatTime } from '../../i18n/format.ts';
import { useEntry } from '../../ui/use-entry.ts';
import type { BookingsPart } from '../parts.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { bookingsTexts } from '../texts.ts';
import type { Booking, Locale } from '../types.ts';
import { JobFacts } from './JobFacts.tsx';

/** A confirmed or started job: when, for whom, then everything needed on the way there. */
export function JobCard({ booking, locale, href }: { booking: Booking; locale: Locale; href: string }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  return (
    <li {...part('job', { state: booking.status })}>
      <h3 {...part('cardDate', { className: 'propre-wrap' })}>
        <a {...part('cardLink')} href={href}>
          <span {...part('cardDay')}>{formatDay(booking.startsAt, locale)}</span>{' '}
          <span {...part('cardTime')}>
            {formatTime(booking.startsAt, locale)} · {t('bookings.card.hours', { count: booking.durationHours })}
          </span>
        </a>
      </h3>
      <p {...part('cardMeta', { className: 'propre-wrap propre-spread' })}>
        <span {...part('cardWho')}>{t('bookings.card.client', { name: booking.client.name })}</span>
        <StatusBadge booking={booking} />
      </p>
      <JobFacts booking={booking} />
    </li>
  );
}
