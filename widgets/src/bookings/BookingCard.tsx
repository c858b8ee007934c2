import { useBookingTranslation } from '../booking/i18n.ts';
import { usePartClass } from '../context/hooks.ts';
import { formatDay, formatMoney, formatTime } from './format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import type { Booking, Locale, ViewerRole } from './types.ts';

export interface BookingCardProps {
  booking: Booking;
  viewer: ViewerRole;
  locale: Locale;
  href: string;
  className?: string;
}

/** One booking in the list: when, with whom, its status and its price; the whole card opens it. */
export function BookingCard({ booking, viewer, locale, href, className }: BookingCardProps) {
  const { t } = useBookingTranslation();
  const day = formatDay(booking.startsAt, locale);
  const other =
    viewer === 'cleaner'
      ? t('bookings.card.client', { name: booking.client.name })
      : t('bookings.card.with', { name: booking.cleaner.name });
  return (
    <li className={usePartClass('card', className ?? 'propre-bookings__card')} data-part="card" data-state={booking.status}>
      <a className="propre-bookings__card-link" href={href}>
        <span className="propre-bookings__card-date">
          <span className="propre-bookings__card-day">{day}</span>
          <span className="propre-bookings__card-time">
            {formatTime(booking.startsAt, locale)} · {t('bookings.card.hours', { count: booking.durationHours })}
          </span>
        </span>
        <span className="propre-bookings__card-who">{other}</span>
        <span className="propre-bookings__card-meta">
          <StatusBadge booking={booking} />
          <span className="propre-bookings__card-price" data-part="card-price">
            {t('bookings.card.total', { amount: formatMoney(booking.price.total, locale) })}
          </span>
        </span>
      </a>
    </li>
  );
}
