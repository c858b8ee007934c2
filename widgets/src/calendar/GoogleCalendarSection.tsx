import { type ReactNode, useId } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { usePart } from '../ui/part.ts';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';

export interface GoogleCalendarSectionProps {
  /** The Google Calendar sync's own content (connect, status, disconnect), built beside this entry. */
  children?: ReactNode;
  headingLevel: 2 | 3 | 4;
}

/**
 * The place of Google Calendar sync in the calendar (spec §1): a titled section around what the
 * Google sync gives it (`Calendar`'s `googleCalendar` prop). Nothing shows until it is given:
 * the ICS feed and import above already work with Google Calendar by hand.
 */
export function GoogleCalendarSection({ children, headingLevel }: GoogleCalendarSectionProps) {
  const { t } = useEntryTranslation(calendarTexts);
  const part = usePart<CalendarPart>('calendar');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  if (!children) return null;
  return (
    <section {...part('google')} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('google.title')}
      </Heading>
      {children}
    </section>
  );
}
