import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { formatLocalDay, formatLocalTime } from './format.ts';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { AvailabilityOccurrence } from './types.ts';

export type AvailabilityStatus = 'loading' | 'error' | 'success';

export interface NextAvailabilityProps {
  status: AvailabilityStatus;
  occurrences: readonly AvailabilityOccurrence[];
  onRetry?: () => void;
  /** How many days to list before « et 3 autres jours ». */
  maxDays?: number;
  headingLevel: 2 | 3;
}

/** The next days the cleaner published as available (busy ones left out), each with its hours. */
export function NextAvailability({ status, occurrences, onRetry, maxDays = 5, headingLevel }: NextAvailabilityProps) {
  const { t, part, locale } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const days = new Map<string, AvailabilityOccurrence[]>();
  for (const occurrence of occurrences) {
    if (occurrence.busy) continue;
    days.set(occurrence.date, [...(days.get(occurrence.date) ?? []), occurrence]);
  }
  const shown = [...days.entries()].slice(0, maxDays);
  const more = days.size - shown.length;
  const hours = (occurrence: AvailabilityOccurrence) =>
    occurrence.allDay || !occurrence.startTime || !occurrence.endTime
      ? t('availability.allDay')
      : t('availability.range', {
          start: formatLocalTime(occurrence.startTime, locale),
          end: formatLocalTime(occurrence.endTime, locale),
        });

  return (
    <section
      {...part('availability', { state: status, className: 'propre-stack propre-panel' })}
      aria-labelledby={id}
      aria-busy={status === 'loading' || undefined}
    >
      <Heading id={id} {...part('sectionTitle')}>
        {t('availability.heading')}
      </Heading>
      {status === 'loading' ? (
        <div aria-hidden="true" {...part('days', { className: 'propre-stack propre-bare-list' })}>
          <Skeleton shape="text" lines={3} />
        </div>
      ) : null}
      {status === 'error' ? (
        <div {...part('availabilityError', { className: 'propre-wrap' })}>
          <p {...part('muted')}>{t('availability.error')}</p>
          {onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'success' && shown.length === 0 ? <p {...part('muted')}>{t('availability.none')}</p> : null}
      {status === 'success' && shown.length > 0 ? (
        <>
          <ul {...part('days', { className: 'propre-stack propre-bare-list' })}>
            {shown.map(([date, list]) => (
              <li key={date} {...part('day')}>
                <span {...part('dayName')}>{formatLocalDay(date, locale)}</span>
                <span {...part('dayHours')}>{list.map(hours).join(', ')}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <p {...part('muted')}>{t('availability.more', { count: more })}</p> : null}
        </>
      ) : null}
    </section>
  );
}
