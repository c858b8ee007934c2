import type { ReactNode } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import { Section } from './Section.tsx';
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
  const { t } = useEntry(calendarTexts);
  if (!children) return null;
  return (
    <Section name="google" title={t('google.title')} headingLevel={headingLevel}>
      {children}
    </Section>
  );
}
