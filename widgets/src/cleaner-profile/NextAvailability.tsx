import { useId } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { formatLocalDay, formatLocalTime } from './format.ts';
import type { CleanerProfileClassNames } from './parts.ts';
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
  classNames?: CleanerProfileClassNames;
}

/** The next days the cleaner published as available (busy ones left out), each with its hours. */
export function NextAvailability({ status, occurrences, onRetry, maxDays = 5, headingLevel, classNames }: NextAvailabilityProps) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const { locale } = usePropre();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const rootClass = usePartClass(
    'availability',
    cx('propre-cleaner-profile__section', 'propre-cleaner-profile__availability', classNames?.availability),
  );

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
      className={rootClass}
      data-part="availability"
      data-state={status}
      aria-labelledby={id}
      aria-busy={status === 'loading' || undefined}
    >
      <Heading id={id} className="propre-cleaner-profile__section-title">
        {t('availability.heading')}
      </Heading>
      {status === 'loading' ? (
        <div aria-hidden="true" className="propre-cleaner-profile__days">
          <Skeleton shape="text" lines={3} />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="propre-cleaner-profile__availability-error">
          <p className="propre-cleaner-profile__muted">{t('availability.error')}</p>
          {onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'success' && shown.length === 0 ? (
        <p className="propre-cleaner-profile__muted">{t('availability.none')}</p>
      ) : null}
      {status === 'success' && shown.length > 0 ? (
        <>
          <ul className="propre-cleaner-profile__days">
            {shown.map(([date, list]) => (
              <li key={date} className="propre-cleaner-profile__day">
                <span className="propre-cleaner-profile__day-name">{formatLocalDay(date, locale)}</span>
                <span className="propre-cleaner-profile__day-hours">{list.map(hours).join(', ')}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="propre-cleaner-profile__muted">{t('availability.more', { count: more })}</p> : null}
        </>
      ) : null}
    </section>
  );
}
