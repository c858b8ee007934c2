import { type ReactNode, useEffect, useRef } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Alert } from '../ui/Alert.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { formatDateTime, formatInstant, formatMoney } from './format.ts';
import { useBookingTranslation } from './i18n.ts';
import { PaymentProgress } from './PaymentProgress.tsx';
import type { Booking } from './types.ts';
import type { PaymentProgressState } from './use-payment.ts';

export interface BookingLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export interface BookingConfirmationProps {
  bookings: readonly Booking[];
  /** The deposit charged (the quote's `dueNow`). */
  charged: number;
  bookingHref?: (bookingId: string) => string;
  renderLink?: (props: BookingLinkProps) => ReactNode;
  headingLevel?: 2 | 3;
  /** The payment's steps, all done: shown so the person sees the payment went through to the end. */
  progress?: PaymentProgressState;
}

/** Done: what was booked and paid, and what happens next (the cleaner has 24 hours to answer). */
export function BookingConfirmation({
  bookings,
  charged,
  bookingHref,
  renderLink,
  headingLevel = 2,
  progress,
}: BookingConfirmationProps) {
  const { t } = useBookingTranslation();
  const { locale } = usePropre();
  const ref = useRef<HTMLDivElement>(null);
  // The steps above are gone: the person lands on the confirmation.
  useEffect(() => ref.current?.focus(), []);
  const [first] = bookings;
  if (!first) return null;
  const Heading = `h${headingLevel}` as const;
  const href = bookingHref?.(first.id);
  const linkProps: BookingLinkProps | null = href
    ? { href, className: buttonClassName({ size: 'lg' }), 'data-part': 'details-link', children: t('book.done.details') }
    : null;
  return (
    <div ref={ref} tabIndex={-1} className="propre-book-done" data-part="confirmation" data-booking-id={first.id}>
      <Alert tone="success" role="status" title={t('book.done.title')}>
        <p>{t('book.done.paid', { amount: formatMoney(charged, locale) })}</p>
      </Alert>
      {progress && <PaymentProgress progress={progress} />}
      <Heading className="propre-book-done-title">{t('book.done.next')}</Heading>
      <ol className="propre-book-next">
        <li>
          {first.expiresAt
            ? t('book.done.cleanerHas24h', { name: first.cleaner.name, until: formatInstant(first.expiresAt, locale) })
            : t('book.done.cleanerWillAnswer', { name: first.cleaner.name })}
        </li>
        <li>{t('book.done.ifDeclined')}</li>
        <li>{t('book.done.balance', { amount: formatMoney(first.price.balance, locale) })}</li>
      </ol>
      <p className="propre-book-done-when">
        {bookings.length > 1
          ? t('book.done.series', { count: bookings.length, date: formatDateTime(first.date, first.startTime, locale) })
          : formatDateTime(first.date, first.startTime, locale)}
      </p>
      {linkProps && (renderLink ? renderLink(linkProps) : <a {...linkProps} />)}
    </div>
  );
}
