import type { ReactNode } from 'react';
import { formatMoney } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, Locale } from './types.ts';

const paidTone: Partial<Record<Booking['paymentStatus'], BadgeTone>> = {
  initial_completed: 'info',
  final_completed: 'success',
  fully_paid: 'success',
  completed: 'success',
  initial_failed: 'danger',
  final_failed: 'danger',
  failed: 'danger',
  final_pending: 'warning',
};

/** The money of the booking as the API counts it: total, what was paid, refunded and kept. */
export function DetailsPayment({
  booking,
  locale,
  balance,
  invoice,
}: {
  booking: Booking;
  locale: Locale;
  balance?: ReactNode;
  invoice?: ReactNode;
}) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const rows: [string, number][] = [
    [t('details.payment.total'), booking.price.total],
    [t('details.payment.deposit'), booking.payment.depositPaid],
  ];
  if (booking.payment.balancePaid > 0) rows.push([t('details.payment.balancePaid'), booking.payment.balancePaid]);
  else if (booking.status !== 'cancelled' && booking.status !== 'declined' && booking.status !== 'declinedByClient')
    rows.push([t('details.payment.balance'), booking.price.balance]);
  if (booking.cancellation && booking.cancellation.feeKept > 0)
    rows.push([t('details.payment.feeKept'), booking.cancellation.feeKept]);
  if (booking.payment.refunded > 0) rows.push([t('details.payment.refunded'), booking.payment.refunded]);
  return (
    <div {...part('payment')}>
      <Badge tone={paidTone[booking.paymentStatus] ?? 'neutral'} {...part('paymentStatus', { state: booking.paymentStatus })}>
        {t(`details.paymentStatus.${booking.paymentStatus}`)}
      </Badge>
      <dl {...part('amounts')}>
        {rows.map(([label, cents]) => (
          <div key={label} {...part('amount')}>
            <dt>{label}</dt>
            <dd>{formatMoney(cents, locale)}</dd>
          </div>
        ))}
      </dl>
      {balance}
      {invoice}
    </div>
  );
}
