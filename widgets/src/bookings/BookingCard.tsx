import { formatDay, formatMoney, formatTime } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { bookingsTexts } from './texts.ts';
import type { Booking, Locale, ViewerRole } from './types.ts';

export interface BookingCardProps {
  booking: Booking;
  viewer: ViewerRole;
  locale: Locale;
  href: string;
}

/** One booking in the list: when, with whom, its status and its price; the whole card opens it. */
export function BookingCard({ booking, viewer, locale, href }: BookingCardProps) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const other =
    viewer === 'cleaner'
      ? t('bookings.card.client', { name: booking.client.name })
      : t('bookings.card.with', { name: booking.cleaner.name });
  return (
    <li {...part('card', { state: booking.status })}>
      <a {...part('cardLink')} href={href}>
        <span {...part('cardDate', { className: 'propre-wrap' })}>
          <span {...part('cardDay')}>{formatDay(booking.startsAt, locale)}</span>
          <span {...part('cardTime')}>
            {formatTime(booking.startsAt, locale)} · {t('bookings.card.hours', { count: booking.durationHours })}
          </span>
        </span>
        <span {...part('cardWho')}>{other}</span>
        <span {...part('cardMeta', { className: 'propre-wrap propre-spread' })}>
          <StatusBadge booking={booking} />
          <span {...part('cardPrice')}>{t('bookings.card.total', { amount: formatMoney(booking.price.total, locale) })}</span>
        </span>
      </a>
    </li>
  );
}
