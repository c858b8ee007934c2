import type { ReactNode } from 'react';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';

export interface SectionProps {
  /** The section's part (`feed`, `import`…). */
  name: CalendarPart;
  title: ReactNode;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}

/** One of the calendar's sections: a region named by its heading, at the level the widget gives. */
export function Section({ name, ...section }: SectionProps) {
  const { part } = useEntry<CalendarPart>(calendarTexts);
  return <TitledSection {...section} {...part(name, { className: 'propre-stack' })} titleProps={part('sectionTitle')} />;
}
