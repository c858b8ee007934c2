import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { ErrorPlacement } from '../forms/form-errors.ts';
import type { BoundField } from '../forms/use-form.ts';
import { type FormState, useForm } from '../forms/use-form.ts';
import { formatDay, formatDayTime, formatLocalTime, formatMoney, formatTime, todayInQuebec } from '../i18n/format.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { usePart } from '../ui/part.ts';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
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
  /** The API's refusal of the last attempt: beside its fields, or above the form. */
  submitError?: unknown;
  onCancel?: (values: CancelValues) => void;
  onPostpone?: (values: PostponeValues) => void;
  /** « now », for the postpone form's earliest date and its 24-hour window (tests and stories fix it). */
  now?: Date;
  /** Of the page's title: 1 when the widget is the page's main content. */
  headingLevel?: 1 | 2;
}

// Every half hour of the day, as the contract takes start times.
const startTimes = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

type CancelField = 'reason' | 'note';
type PostponeField = 'date' | 'startTime' | 'note';
const cancelPlacement: ErrorPlacement<CancelField> = { fields: { reason: 'reason', note: 'note' } };
const postponePlacement: ErrorPlacement<PostponeField> = { fields: { date: 'date', startTime: 'startTime', note: 'note' } };

/** Shows each new refusal of the call (the `submitError` prop) through the form: beside its field, or in its alert. */
function useRefusal<Field extends string>(form: FormState<Field>, error: unknown) {
  const fail = useRef(form.fail);
  fail.current = form.fail;
  useEffect(() => {
    if (error) fail.current(error);
  }, [error]);
}

/** A word for the cleaner, optional, on both pages. */
function NoteField({ value, onChange, ...bound }: BoundField & { value: string; onChange: (note: string) => void }) {
  const { t } = useEntryTranslation(bookingsTexts);
  return (
    <TextField
      label={t('details.confirm.cancel.note')}
      {...bound}
      optional
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The form's alert, the submit button and « keep my booking ». */
function FormEnd<Field extends string>(props: {
  form: FormState<Field>;
  submitting?: boolean;
  backHref: string;
  variant?: 'danger';
  submit: ReactNode;
  keep: string;
}) {
  const part = usePart<BookingsPart>('bookings');
  return (
    <>
      {props.form.errors.form && <FormAlert ref={props.form.alertRef} problem={props.form.errors.form} />}
      <div {...part('buttons')}>
        <Button type="submit" variant={props.variant} loading={props.submitting} {...part('submit')}>
          {props.submit}
        </Button>
        <a {...part('keep', { className: buttonClassName({ variant: 'secondary' }) })} href={props.backHref}>
          {props.keep}
        </a>
      </div>
    </>
  );
}

function CancelForm(props: BookingActionViewProps & { booking: Booking }) {
  const { booking, locale, submitting, onCancel } = props;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const form = useForm<CancelField>({ order: ['reason', 'note'], placement: cancelPlacement, t });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  useRefusal(form, props.submitError);
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
    if (!reason) return form.show((wordIn) => ({ reason: wordIn('details.confirm.cancel.reasonRequired') }));
    form.clear();
    onCancel?.({ reason: reason as CancellationReason, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form ref={form.formRef} {...part('cancelForm', { state: fee > 0 ? 'fee' : 'free' })} onSubmit={submit} noValidate>
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
        {...form.field('reason')}
        required
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clearField('reason');
        }}
        options={cancellationReasons.map((value) => ({ value, label: t(`details.confirm.cancel.reasons.${value}`) }))}
      />
      <NoteField {...form.field('note')} value={note} onChange={setNote} />
      <FormEnd
        form={form}
        submitting={submitting}
        backHref={props.backHref}
        variant="danger"
        submit={
          fee > 0 ? t('details.confirm.cancel.submitFee', { fee: formatMoney(fee, locale) }) : t('details.confirm.cancel.submit')
        }
        keep={t('details.confirm.cancel.keep')}
      />
    </form>
  );
}

function PostponeForm(props: BookingActionViewProps & { booking: Booking }) {
  const { booking, submitting, onPostpone } = props;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const form = useForm<PostponeField>({ order: ['date', 'startTime', 'note'], placement: postponePlacement, t });
  const now = props.now ?? new Date();
  const today = todayInQuebec(now);
  const [date, setDate] = useState('');
  const [startTime, setStartTime] = useState(booking.startTime);
  const [note, setNote] = useState('');
  useRefusal(form, props.submitError);
  const refusal =
    booking.status !== 'confirmed'
      ? t('details.confirm.postpone.notConfirmed')
      : !booking.cancellationTerms || booking.cancellationTerms.postponeUntil <= now.toISOString()
        ? t('details.confirm.postpone.tooLate')
        : null;
  if (refusal)
    return (
      <div {...part('postponeRefused')}>
        <Alert tone="warning" role="alert">
          {refusal}
        </Alert>
        <a {...part('keep', { className: buttonClassName({ variant: 'secondary' }) })} href={props.backHref}>
          {t('details.back')}
        </a>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateError = !date ? 'details.confirm.postpone.dateRequired' : date < today ? 'details.confirm.postpone.datePast' : null;
    if (dateError) return form.show((wordIn) => ({ date: wordIn(dateError) }));
    form.clear();
    onPostpone?.({ date, startTime, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form ref={form.formRef} {...part('postponeForm')} onSubmit={submit} noValidate>
      <p>{t('details.confirm.postpone.body', { count: booking.durationHours })}</p>
      <div {...part('row', { className: 'propre-wrap' })}>
        <TextField
          type="date"
          label={t('details.confirm.postpone.date')}
          required
          min={today}
          {...form.input('date', date, setDate)}
        />
        <SelectField
          label={t('details.confirm.postpone.time')}
          {...form.field('startTime')}
          value={startTime}
          onChange={(event) => setStartTime(event.target.value)}
          options={startTimes.map((value) => ({ value, label: formatLocalTime(value, props.locale) }))}
        />
      </div>
      <NoteField {...form.field('note')} value={note} onChange={setNote} />
      <FormEnd
        form={form}
        submitting={submitting}
        backHref={props.backHref}
        submit={t('details.confirm.postpone.submit')}
        keep={t('details.confirm.postpone.keep')}
      />
    </form>
  );
}

/** The confirmation page of a cancellation or a postponement: what will happen, then one clear button. */
export function BookingActionView(props: BookingActionViewProps) {
  const { action, status, booking, locale, headingLevel = 2 } = props;
  const Title = `h${headingLevel}` as const;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const titleId = useId();
  let body: ReactNode;
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
        <p {...part('highlight')}>
          {booking.cleaner.name} — {formatDay(booking.startsAt, locale)}, {formatTime(booking.startsAt, locale)}
        </p>
        {action === 'cancel' ? <CancelForm {...props} booking={booking} /> : <PostponeForm {...props} booking={booking} />}
        {booking.expiresAt ? (
          <p {...part('note')}>
            {t('details.expires', { name: booking.cleaner.name, date: formatDayTime(booking.expiresAt, locale) })}
          </p>
        ) : null}
      </>
    );
  return (
    <section {...part('action', { state: status })} data-action={action} aria-labelledby={titleId}>
      <Title id={titleId} {...part('title')}>
        {t(`details.confirm.${action}.title`)}
      </Title>
      {body}
    </section>
  );
}
