import { type ReactNode, useEffect, useRef } from 'react';
import { formatMoney } from '../i18n/format.ts';
import { Alert } from '../ui/Alert.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { BookingLink, type BookingLinkProps } from './BookingLink.tsx';
import { formatDateTime, formatInstant } from './format.ts';
import { PaymentProgress } from './PaymentProgress.tsx';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { Booking } from './types.ts';
import type { PaymentProgressState } from './use-payment.ts';

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
  const { t, part, locale } = useEntry<BookingPart>(bookingTexts);
  const ref = useRef<HTMLDivElement>(null);
  // The steps above are gone: the person lands on the confirmation.
  useEffect(() => ref.current?.focus(), []);
  const [first] = bookings;
  if (!first) return null;
  const Heading = `h${headingLevel}` as const;
  const href = bookingHref?.(first.id);
  return (
    <div ref={ref} tabIndex={-1} {...part('confirmation')} data-booking-id={first.id}>
      <Alert tone="success" role="status" title={t('book.done.title')}>
        <p>{t('book.done.paid', { amount: formatMoney(charged, locale) })}</p>
      </Alert>
      {progress && <PaymentProgress progress={progress} />}
      <Heading {...part('confirmationTitle')}>{t('book.done.next')}</Heading>
      <ol {...part('next', { className: 'propre-stack' })}>
        <li>
          {first.expiresAt
            ? t('book.done.cleanerHas24h', { name: first.cleaner.name, until: formatInstant(first.expiresAt, locale) })
            : t('book.done.cleanerWillAnswer', { name: first.cleaner.name })}
        </li>
        <li>{t('book.done.ifDeclined')}</li>
        <li>{t('book.done.balance', { amount: formatMoney(first.price.balance, locale) })}</li>
      </ol>
      <p {...part('confirmationWhen')}>
        {bookings.length > 1
          ? t('book.done.series', { count: bookings.length, date: formatDateTime(first.date, first.startTime, locale) })
          : formatDateTime(first.date, first.startTime, locale)}
      </p>
      {href && (
        <BookingLink renderLink={renderLink} href={href} {...part('detailsLink', { className: buttonClassName({ size: 'lg' }) })}>
          {t('book.done.details')}
        </BookingLink>
      )}
    </div>
  );
}
