import { type ReactNode, useId } from 'react';
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
export function Section({ name, title, headingLevel, children }: SectionProps) {
  const { part } = useEntry<CalendarPart>(calendarTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part(name, { className: 'propre-stack' })} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
