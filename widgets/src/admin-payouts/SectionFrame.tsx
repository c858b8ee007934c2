import { type ReactNode, useId } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import { adminPayoutsTexts } from './texts.ts';

interface SectionFrameProps {
  /** The section's part (`adminPayoutsFailures`…). */
  name: 'preview' | 'failures' | 'instant' | 'reconciliation';
  title: string;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}

/** A section of the payouts console, named by its heading. */
export function SectionFrame({ name, title, headingLevel, children }: SectionFrameProps) {
  const { part } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part(name)} aria-labelledby={id}>
      <Heading id={id} {...part('heading')}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
