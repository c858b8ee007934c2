import { type FormEvent, useState } from 'react';
import { formatTime as formatClock } from '../booking/format.ts';
import { useBookingTranslation } from '../booking/i18n.ts';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import {
  Alert,
  Button,
  buttonClassName,
  ErrorState,
  ProblemAlert,
  RadioGroup,
  SelectField,
  Skeleton,
  TextField,
} from '../ui/index.ts';
import { formatDay, formatDayTime, formatMoney, formatTime, todayInQuebec } from './format.ts';
import { type Booking, type BookingAction, type CancellationReason, cancellationReasons, type Locale } from './types.ts';

export type BookingActionStatus = 'loading' | 'error' | 'denied' | 'ready';

export interface CancelValues {
  reason: CancellationReason;
  note?: string;
}
export interface PostponeValues {
  date: string;
  startTime: string;
  note?: string;
}

export interface BookingActionViewProps {
  action: BookingAction;
  status: BookingActionStatus;
  booking?: Booking;
  locale: Locale;
  /** Where « keep my booking » goes back to: the booking's details. */
  backHref: string;
  loadError?: unknown;
  onRetry?: () => void;
  submitting?: boolean;
  /** The API's refusal of the last attempt. */
  submitError?: unknown;
  onCancel?: (values: CancelValues) => void;
  onPostpone?: (values: PostponeValues) => void;
  /** « now », for the postpone form's earliest date and its 24-hour window (tests and stories fix it). */
  now?: Date;
  /** Of the page's title: 1 when the widget is the page's main content. */
  headingLevel?: 1 | 2;
  className?: string;
}

// Every half hour of the day, as the contract takes start times.
const startTimes = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function CancelForm(props: BookingActionViewProps & { booking: Booking }) {
  const { booking, locale, submitting, onCancel } = props;
  const { t } = useBookingTranslation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const terms = booking.cancellationTerms;
  if (!terms)
    return (
      <Alert tone="warning" role="alert">
        {t('details.confirm.cancel.notAllowed')}
      </Alert>
    );
  const fee = terms.feeIfCancelledNow;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason) return;
    onCancel?.({ reason: reason as CancellationReason, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form
      className="propre-bookings__form"
      onSubmit={submit}
      noValidate
      data-part="cancel-form"
      data-state={fee > 0 ? 'fee' : 'free'}
    >
      <Alert tone={fee > 0 ? 'warning' : 'info'}>
        {fee > 0
          ? t('details.confirm.cancel.fee', {
              fee: formatMoney(fee, locale),
              refund: formatMoney(terms.refundIfCancelledNow, locale),
            })
          : t('details.confirm.cancel.free', { refund: formatMoney(terms.refundIfCancelledNow, locale) })}
      </Alert>
      <RadioGroup
        legend={t('details.confirm.cancel.reason')}
        name="reason"
        required
        value={reason}
        onChange={setReason}
        error={tried && !reason ? t('details.confirm.cancel.reasonRequired') : undefined}
        options={cancellationReasons.map((value) => ({ value, label: t(`details.confirm.cancel.reasons.${value}`) }))}
      />
      <TextField
        label={t('details.confirm.cancel.note')}
        optional
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {props.submitError ? <ProblemAlert error={props.submitError} /> : null}
      <div className="propre-bookings__actions">
        <Button type="submit" variant="danger" loading={submitting}>
          {fee > 0
            ? t('details.confirm.cancel.submitFee', { fee: formatMoney(fee, locale) })
            : t('details.confirm.cancel.submit')}
        </Button>
        <a className={buttonClassName({ variant: 'secondary' })} href={props.backHref}>
          {t('details.confirm.cancel.keep')}
        </a>
      </div>
    </form>
  );
}

function PostponeForm(props: BookingActionViewProps & { booking: Booking }) {
  const { booking, submitting, onPostpone } = props;
  const { t } = useBookingTranslation();
  const now = props.now ?? new Date();
  const today = todayInQuebec(now);
  const [date, setDate] = useState('');
  const [startTime, setStartTime] = useState(booking.startTime);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const refusal =
    booking.status !== 'confirmed'
      ? t('details.confirm.postpone.notConfirmed')
      : !booking.cancellationTerms || booking.cancellationTerms.postponeUntil <= now.toISOString()
        ? t('details.confirm.postpone.tooLate')
        : null;
  if (refusal)
    return (
      <div data-part="postpone-refused">
        <Alert tone="warning" role="alert">
          {refusal}
        </Alert>
        <a className={buttonClassName({ variant: 'secondary' })} href={props.backHref}>
          {t('details.back')}
        </a>
      </div>
    );
  const dateError = !tried
    ? undefined
    : !date
      ? t('details.confirm.postpone.dateRequired')
      : date < today
        ? t('details.confirm.postpone.datePast')
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!date || date < today) return;
    onPostpone?.({ date, startTime, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form className="propre-bookings__form" onSubmit={submit} noValidate data-part="postpone-form">
      <p>{t('details.confirm.postpone.body', { count: booking.durationHours })}</p>
      <div className="propre-bookings__row">
        <TextField
          type="date"
          label={t('details.confirm.postpone.date')}
          required
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={dateError}
        />
        <SelectField
          label={t('details.confirm.postpone.time')}
          value={startTime}
          onChange={(event) => setStartTime(event.target.value)}
          options={startTimes.map((value) => ({ value, label: formatClock(value, props.locale) }))}
        />
      </div>
      <TextField
        label={t('details.confirm.cancel.note')}
        optional
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {props.submitError ? <ProblemAlert error={props.submitError} /> : null}
      <div className="propre-bookings__actions">
        <Button type="submit" loading={submitting}>
          {t('details.confirm.postpone.submit')}
        </Button>
        <a className={buttonClassName({ variant: 'secondary' })} href={props.backHref}>
          {t('details.confirm.postpone.keep')}
        </a>
      </div>
    </form>
  );
}

/** The confirmation page of a cancellation or a postponement: what will happen, then one clear button. */
export function BookingActionView(props: BookingActionViewProps) {
  const { action, status, booking, locale, headingLevel = 2 } = props;
  const Title = `h${headingLevel}` as const;
  const { t } = useBookingTranslation();
  const rootClass = usePartClass('root', cx('propre-bookings propre-bookings--action', props.className));
  let body: React.ReactNode;
  if (status === 'loading') body = <Skeleton shape="text" lines={4} />;
  else if (status === 'denied')
    body = (
      <Alert tone="danger" role="alert" title={t('details.accessDenied.title')}>
        {t('details.accessDenied.body')}
      </Alert>
    );
  else if (status === 'error' || !booking)
    body = (
      <ErrorState
        headingLevel={headingLevel === 1 ? 2 : 3}
        error={props.loadError}
        title={t('details.errorTitle')}
        onRetry={props.onRetry}
      />
    );
  else
    body = (
      <>
        <p className="propre-bookings__strong">
          {booking.cleaner.name} — {formatDay(booking.startsAt, locale)}, {formatTime(booking.startsAt, locale)}
        </p>
        {action === 'cancel' ? <CancelForm {...props} booking={booking} /> : <PostponeForm {...props} booking={booking} />}
        {booking.expiresAt ? (
          <p className="propre-bookings__muted">
            {t('details.expires', { name: booking.cleaner.name, date: formatDayTime(booking.expiresAt, locale) })}
          </p>
        ) : null}
      </>
    );
  return (
    <section
      className={rootClass}
      data-part="root"
      data-state={status}
      data-action={action}
      aria-labelledby="propre-booking-action-title"
    >
      <Title id="propre-booking-action-title" className="propre-bookings__title">
        {t(`details.confirm.${action}.title`)}
      </Title>
      {body}
    </section>
  );
}
