import { usePropre } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { type StartOption, weekDates } from './availability.ts';
import { ChipGroup } from './ChipGroup.tsx';
import { dayParts, formatDate, formatTime } from './format.ts';
import { useBookingTranslation } from './i18n.ts';

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
}

/** Step 1: how long, which day, what time — only what the cleaner's availability allows. */
export function WhenStep(props: WhenStepProps) {
  const { weekStart, canGoEarlier, canGoLater, onWeek, availability, duration, date, time, errors, onChange, onContinue } = props;
  const { t } = useBookingTranslation();
  const { locale } = usePropre();
  const days = weekDates(weekStart);
  const lastDay = days[6] ?? weekStart;
  const weekLabel = t('book.when.week', {
    from: formatDate(weekStart, locale, { weekday: 'long' }),
    to: formatDate(lastDay, locale, { weekday: 'long' }),
  });
  const noDayThisWeek = availability.status === 'ready' && days.every((day) => !availability.bookable.has(day));
  return (
    <div className="propre-book-step" data-part="step-when">
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
        className="propre-book-duration"
        onChange={(event) => onChange('duration', event.currentTarget.value)}
      />
      <div className="propre-book-week" data-part="week">
        <Button variant="ghost" size="sm" disabled={!canGoEarlier} onClick={() => onWeek(-1)} data-part="week-earlier">
          <span aria-hidden="true">‹</span> {t('book.when.earlier')}
        </Button>
        <p className="propre-book-week-label" aria-live="polite">
          {weekLabel}
        </p>
        <Button variant="ghost" size="sm" disabled={!canGoLater} onClick={() => onWeek(1)} data-part="week-later">
          {t('book.when.later')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      {availability.status === 'loading' && (
        <div
          role="status"
          className="propre-chips-list"
          data-part="days-skeleton"
          aria-busy="true"
          aria-label={t('book.when.loading')}
        >
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
          legend={t('fields.date')}
          name="date"
          part="days"
          className="propre-book-days"
          value={date}
          error={errors.date}
          onChange={(value) => onChange('date', value)}
          chips={days.map((day) => {
            const parts = dayParts(day, locale);
            const open = availability.bookable.has(day);
            return {
              value: day,
              disabled: !open,
              ariaLabel: open ? formatDate(day, locale) : t('book.when.dayUnavailable', { date: formatDate(day, locale) }),
              label: (
                <>
                  <span className="propre-chip-weekday">{parts.weekday}</span>
                  <span className="propre-chip-day">{parts.day}</span>
                  <span className="propre-chip-month">{parts.month}</span>
                </>
              ),
            };
          })}
        />
      )}
      {availability.status === 'ready' && date && availability.bookable.has(date) && (
        <ChipGroup
          legend={t('book.when.startsOn', { date: formatDate(date, locale) })}
          name="time"
          part="times"
          className="propre-book-times"
          value={time}
          error={errors.time}
          onChange={(value) => onChange('time', value)}
          chips={availability.starts.map((start) => ({ value: start.time, label: formatTime(start.time, locale) }))}
        />
      )}
      <div className="propre-book-actions">
        <Button size="lg" onClick={onContinue} data-part="continue">
          {t('common:actions.continue')}
        </Button>
      </div>
    </div>
  );
}
