import type { ReactNode } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import { Section } from './Section.tsx';
import { calendarTexts } from './texts.ts';

export interface GoogleCalendarSectionProps {
  /** The Google Calendar sync's content (connect, status, disconnect): `GoogleCalendarSync`, or a View's own. */
  children?: ReactNode;
  headingLevel: 2 | 3 | 4;
}

/**
 * Google Calendar sync in the calendar (spec §1): a titled section around its content
 * (`CalendarView`'s `googleCalendar`; `Calendar` gives `GoogleCalendarSync`). Nothing shows
 * without it: the ICS feed and import above work with Google Calendar by hand.
 */
export function GoogleCalendarSection({ children, headingLevel }: GoogleCalendarSectionProps) {
  const { t } = useEntry(calendarTexts);
  if (!children) return null;
  return (
    <Section name="google" title={t('google.title')} headingLevel={headingLevel}>
      {children}
    </Section>
  );
}
