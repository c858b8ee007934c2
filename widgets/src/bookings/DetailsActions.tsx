import { useBookingTranslation } from '../booking/i18n.ts';
import { Button, buttonClassName, ProblemAlert } from '../ui/index.ts';
import { formatDayTime, formatMoney } from './format.ts';
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
}

/**
 * What the viewer may do now. The client: cancel (the fee the API says applies now, or until when
 * it is free) and postpone (until 24 h before); the cleaner: accept or decline a request.
 */
export function DetailsActions({ booking, viewer, locale, actionHref, messageHref, answer }: DetailsActionsProps) {
  const { t } = useBookingTranslation();
  const open = booking.status === 'confirmed' || booking.status === 'in_progress';
  const message =
    open && messageHref ? (
      <a className={buttonClassName({ variant: 'secondary' })} href={messageHref(booking.id)}>
        {t('details.message')}
      </a>
    ) : null;

  if (viewer === 'cleaner') {
    if (booking.status !== 'pending') return message ? <div className="propre-bookings__actions">{message}</div> : null;
    return (
      <div className="propre-bookings__actions" data-part="answer">
        {answer?.error ? <ProblemAlert error={answer.error} /> : null}
        <Button onClick={answer?.onAccept} loading={answer?.pending === 'accept'} disabled={answer?.pending === 'decline'}>
          {t('details.actions.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={answer?.onDecline}
          loading={answer?.pending === 'decline'}
          disabled={answer?.pending === 'accept'}
        >
          {t('details.actions.decline')}
        </Button>
      </div>
    );
  }

  const terms = booking.cancellationTerms;
  if (!terms) return message ? <div className="propre-bookings__actions">{message}</div> : null;
  const postponable = booking.status === 'confirmed' && terms.postponeUntil > new Date().toISOString();
  return (
    <div className="propre-bookings__actions-block" data-part="actions">
      <ul className="propre-bookings__terms">
        <li data-part="cancel-terms" data-state={terms.feeIfCancelledNow > 0 ? 'fee' : 'free'}>
          {terms.feeIfCancelledNow > 0
            ? t('details.terms.fee', { fee: formatMoney(terms.feeIfCancelledNow, locale) })
            : t('details.terms.free', { date: formatDayTime(terms.freeCancellationUntil, locale) })}
        </li>
        {booking.status === 'confirmed' ? (
          <li data-part="postpone-terms">
            {postponable
              ? t('details.terms.postponeUntil', { date: formatDayTime(terms.postponeUntil, locale) })
              : t('details.terms.postponeClosed')}
          </li>
        ) : null}
      </ul>
      <div className="propre-bookings__actions">
        {postponable ? (
          <a className={buttonClassName({ variant: 'secondary' })} href={actionHref(booking.id, 'postpone')}>
            {t('details.actions.postpone')}
          </a>
        ) : null}
        {message}
        <a className={buttonClassName({ variant: 'danger' })} href={actionHref(booking.id, 'cancel')}>
          {t('details.actions.cancel')}
        </a>
      </div>
    </div>
  );
}
