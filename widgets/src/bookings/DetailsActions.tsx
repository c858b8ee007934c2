import { formatDayTime, formatMoney } from '../i18n/format.ts';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, BookingAction, Locale, ViewerRole } from './types.ts';

export interface CleanerAnswer {
  onAccept?: () => void;
  onDecline?: () => void;
  pending?: 'accept' | 'decline' | null;
  error?: unknown;
}

export interface DetailsActionsProps {
  booking: Booking;
  viewer: ViewerRole;
  locale: Locale;
  actionHref: (bookingId: string, action: BookingAction) => string;
  messageHref?: (bookingId: string) => string;
  answer?: CleanerAnswer;
  /** The current time (postponing closes 24 h before); the clock's by default. */
  now?: Date;
}

/** The cleaner's two answers to a request; while one is sent, the other waits. */
const answers = [
  { name: 'accept', other: 'decline', onClick: 'onAccept', variant: undefined },
  { name: 'decline', other: 'accept', onClick: 'onDecline', variant: 'secondary' },
] as const;

/**
 * What the viewer may do now. The client: cancel (the fee the API says applies now, or until when
 * it is free) and postpone (until 24 h before); the cleaner: accept or decline a request.
 */
export function DetailsActions({ booking, viewer, locale, actionHref, messageHref, answer, now }: DetailsActionsProps) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const open = booking.status === 'confirmed' || booking.status === 'in_progress';
  const message =
    open && messageHref ? (
      <a {...part('message', { className: buttonClassName({ variant: 'secondary' }) })} href={messageHref(booking.id)}>
        {t('details.message')}
      </a>
    ) : null;

  if (viewer === 'cleaner') {
    if (booking.status !== 'pending') return message ? <div {...part('buttons')}>{message}</div> : null;
    return (
      <div {...part('answer')}>
        {answer?.error ? <ProblemAlert error={answer.error} /> : null}
        {answers.map(({ name, other, onClick, variant }) => (
          <Button
            key={name}
            variant={variant}
            {...part(name)}
            onClick={answer?.[onClick]}
            loading={answer?.pending === name}
            disabled={answer?.pending === other}
          >
            {t(`details.actions.${name}`)}
          </Button>
        ))}
      </div>
    );
  }

  const terms = booking.cancellationTerms;
  if (!terms) return message ? <div {...part('buttons')}>{message}</div> : null;
  const postponable = booking.status === 'confirmed' && terms.postponeUntil > (now ?? new Date()).toISOString();
  return (
    <div {...part('actions')}>
      <ul {...part('terms')}>
        <li {...part('cancelTerms', { state: terms.feeIfCancelledNow > 0 ? 'fee' : 'free' })}>
          {terms.feeIfCancelledNow > 0
            ? t('details.terms.fee', { fee: formatMoney(terms.feeIfCancelledNow, locale) })
            : t('details.terms.free', { date: formatDayTime(terms.freeCancellationUntil, locale) })}
        </li>
        {booking.status === 'confirmed' ? (
          <li {...part('postponeTerms')}>
            {postponable
              ? t('details.terms.postponeUntil', { date: formatDayTime(terms.postponeUntil, locale) })
              : t('details.terms.postponeClosed')}
          </li>
        ) : null}
      </ul>
      <div {...part('buttons')}>
        {postponable ? (
          <a
            {...part('postpone', { className: buttonClassName({ variant: 'secondary' }) })}
            href={actionHref(booking.id, 'postpone')}
          >
            {t('details.actions.postpone')}
          </a>
        ) : null}
        {message}
        <a {...part('cancel', { className: buttonClassName({ variant: 'danger' }) })} href={actionHref(booking.id, 'cancel')}>
          {t('details.actions.cancel')}
        </a>
      </div>
    </div>
  );
}
