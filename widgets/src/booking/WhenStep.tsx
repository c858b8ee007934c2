import type { FormEvent } from 'react';
import { formatLocalDate, formatLocalTime } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type StartOption, weekDates } from './availability.ts';
import { ChipGroup } from './ChipGroup.tsx';
import { dayParts } from './format.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';

export interface AvailabilityState {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  onRetry?: () => void;
  /** Dates with at least one start for the chosen duration. */
  bookable: ReadonlySet<string>;
  /** Starts offered on the chosen date. */
  starts: readonly StartOption[];
}

export interface WhenErrors {
  duration?: string;
  date?: string;
  time?: string;
}

export interface WhenStepProps {
  weekStart: string;
  /** False on the current week: nothing earlier can be booked. */
  canGoEarlier: boolean;
  canGoLater: boolean;
  onWeek: (delta: -1 | 1) => void;
  availability: AvailabilityState;
  duration: string;
  date: string | null;
  time: string | null;
  errors: WhenErrors;
  onChange: (field: 'duration' | 'date' | 'time', value: string) => void;
  onContinue: () => void;
  /** The forms kit's ref: the focus moves to the first field in error after « continue ». */
  formRef?: { current: HTMLFormElement | null };
}

/** Step 1: how long, which day, what time — only what the cleaner's availability allows. */
export function WhenStep(props: WhenStepProps) {
  const { weekStart, canGoEarlier, canGoLater, onWeek, availability, duration, date, time, errors, onChange, onContinue } = props;
  const { t, part, locale } = useEntry<BookingPart>(bookingTexts);
  const days = weekDates(weekStart);
  const lastDay = days[6] ?? weekStart;
  const weekLabel = t('book.when.week', { from: formatLocalDate(weekStart, locale), to: formatLocalDate(lastDay, locale) });
  const noDayThisWeek = availability.status === 'ready' && days.every((day) => !availability.bookable.has(day));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form ref={props.formRef} {...part('when')} noValidate onSubmit={submit}>
      <div {...part('duration')}>
        <TextField
          label={t('fields.duration')}
          hint={t('book.when.durationHint')}
          name="durationHours"
          type="number"
          inputMode="decimal"
          min={4}
          max={12}
          step={0.5}
          value={duration}
          error={errors.duration}
          onChange={(event) => onChange('duration', event.currentTarget.value)}
        />
      </div>
      <div {...part('week', { className: 'propre-wrap propre-spread' })}>
        <Button variant="ghost" size="sm" disabled={!canGoEarlier} onClick={() => onWeek(-1)} {...part('weekEarlier')}>
          <span aria-hidden="true">‹</span> {t('book.when.earlier')}
        </Button>
        <p {...part('weekLabel')} aria-live="polite">
          {weekLabel}
        </p>
        <Button variant="ghost" size="sm" disabled={!canGoLater} onClick={() => onWeek(1)} {...part('weekLater')}>
          {t('book.when.later')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      {availability.status === 'loading' && (
        <div role="status" {...part('daysSkeleton')} aria-busy="true" aria-label={t('book.when.loading')}>
          {days.map((day) => (
            <Skeleton key={day} shape="rect" width="4.5rem" height="4.5rem" />
          ))}
        </div>
      )}
      {availability.status === 'error' && (
        <ProblemAlert error={availability.error} onRetry={availability.onRetry} title={t('book.when.error')} />
      )}
      {availability.status === 'ready' && noDayThisWeek && (
        <EmptyState
          title={t('book.when.emptyTitle')}
          body={t('book.when.emptyBody')}
          action={
            canGoLater ? (
              <Button variant="secondary" onClick={() => onWeek(1)}>
                {t('book.when.seeLater')}
              </Button>
            ) : undefined
          }
        />
      )}
      {availability.status === 'ready' && !noDayThisWeek && (
        <ChipGroup
          part="days"
          legend={t('fields.date')}
          name="date"
          value={date}
          error={errors.date}
          onChange={(value) => onChange('date', value)}
          chips={days.map((day) => {
            const parts = dayParts(day, locale);
            const open = availability.bookable.has(day);
            const full = formatLocalDate(day, locale);
            return {
              value: day,
              disabled: !open,
              ariaLabel: open ? full : t('book.when.dayUnavailable', { date: full }),
              label: (
                <>
                  <span {...part('chipWeekday')}>{parts.weekday}</span>
                  <span {...part('chipDay')}>{parts.day}</span>
                  <span {...part('chipMonth')}>{parts.month}</span>
                </>
              ),
            };
          })}
        />
      )}
      {availability.status === 'ready' && date && availability.bookable.has(date) && (
        <ChipGroup
          part="times"
          legend={t('book.when.startsOn', { date: formatLocalDate(date, locale) })}
          name="startTime"
          value={time}
          error={errors.time}
          onChange={(value) => onChange('time', value)}
          chips={availability.starts.map((start) => ({ value: start.time, label: formatLocalTime(start.time, locale) }))}
        />
      )}
      <div {...part('actions')}>
        <Button type="submit" size="lg" {...part('continue')}>
          {t('common:actions.continue')}
        </Button>
      </div>
    </form>
  );
}
