import { type FormEvent, useId, useState } from 'react';
import { formatDay, formatMoney, formatTime } from '../../i18n/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import { formatTimeLeft, isoTimeLeft } from '../format.ts';
import type { BookingsPart } from '../parts.ts';
import { bookingsTexts } from '../texts.ts';
import {
  type Booking,
  type CancellationReason,
  cancellationReasons,
  type DeclineValues,
  type Locale,
  type RequestAnswer,
} from '../types.ts';
import { JobFacts } from './JobFacts.tsx';

export interface RequestCardProps {
  booking: Booking;
  locale: Locale;
  now: Date;
  href: string;
  answer?: RequestAnswer;
  onAccept?: () => void;
  onDecline?: (values: DeclineValues) => void;
}

/** The time left to answer, or « expired » once the 24 hours are over (spec §9). */
function Countdown({ booking, locale, now }: Pick<RequestCardProps, 'booking' | 'locale' | 'now'>) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const left = booking.expiresAt ? new Date(booking.expiresAt).getTime() - now.getTime() : null;
  if (left === null) return null;
  if (left <= 0)
    return (
      <Badge tone="neutral" {...part('countdown', { state: 'expired' })}>
        {t('cleaner.expired')}
      </Badge>
    );
  // Not a live region: the minutes change quietly, the person reads them when they look.
  return (
    <p {...part('countdown', { state: left < 3_600_000 ? 'urgent' : 'running' })}>
      {t('cleaner.expiresIn')}{' '}
      <time dateTime={isoTimeLeft(left)} {...part('timeLeft')}>
        {formatTimeLeft(left, locale)}
      </time>
    </p>
  );
}

/** The decline step: why (optional), a word for the client (optional), then confirm or go back. */
function DeclineForm(props: { sending: boolean; onDecline?: (values: DeclineValues) => void; onBack: () => void }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const name = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onDecline?.({
      ...(reason ? { reason: reason as CancellationReason } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <form {...part('declineForm')} onSubmit={submit} noValidate>
      <RadioGroup
        legend={t('cleaner.decline.reason')}
        name={`${name}-reason`}
        value={reason}
        onChange={setReason}
        options={cancellationReasons.map((value) => ({ value, label: t(`cleaner.decline.reasons.${value}`) }))}
      />
      <TextField
        label={t('cleaner.decline.note')}
        optional
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div {...part('buttons')}>
        <Button type="submit" variant="danger" loading={props.sending} {...part('submit')}>
          {t('cleaner.decline.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onBack} disabled={props.sending} {...part('keep')}>
          {t('cleaner.decline.back')}
        </Button>
      </div>
    </form>
  );
}

/** A client's request: when, where, for how much, the time left; accept, or decline saying why. */
export function RequestCard({ booking, locale, now, href, answer, onAccept, onDecline }: RequestCardProps) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const [declining, setDeclining] = useState(false);
  const expired = booking.expiresAt !== null && new Date(booking.expiresAt).getTime() <= now.getTime();
  const day = formatDay(booking.startsAt, locale);
  return (
    <li {...part('request', { state: expired ? 'expired' : 'pending' })}>
      <h3 {...part('cardDate', { className: 'propre-wrap' })}>
        <a {...part('cardLink')} href={href}>
          <span {...part('cardDay')}>{day}</span>{' '}
          <span {...part('cardTime')}>
            {formatTime(booking.startsAt, locale)} · {t('bookings.card.hours', { count: booking.durationHours })}
          </span>
        </a>
      </h3>
      <p {...part('cardWho')}>
        {t('bookings.card.client', { name: booking.client.name })} · {booking.property.city}
      </p>
      <p {...part('cardPrice')}>{t('bookings.card.total', { amount: formatMoney(booking.price.total, locale) })}</p>
      <JobFacts booking={booking} />
      <Countdown booking={booking} locale={locale} now={now} />
      {expired ? (
        <p {...part('note')}>{t('cleaner.expiredBody')}</p>
      ) : (
        <div {...part('answer')}>
          {answer?.error ? <ProblemAlert error={answer.error} /> : null}
          {declining ? (
            <DeclineForm sending={answer?.pending === 'decline'} onDecline={onDecline} onBack={() => setDeclining(false)} />
          ) : (
            <div {...part('buttons')}>
              <Button
                {...part('accept')}
                onClick={onAccept}
                loading={answer?.pending === 'accept'}
                aria-label={t('cleaner.acceptOf', { date: day })}
              >
                {t('details.actions.accept')}
              </Button>
              <Button
                variant="secondary"
                {...part('decline')}
                onClick={() => setDeclining(true)}
                disabled={answer?.pending === 'accept'}
                aria-label={t('cleaner.declineOf', { date: day })}
              >
                {t('details.actions.decline')}
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
