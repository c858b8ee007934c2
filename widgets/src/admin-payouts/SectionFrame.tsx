import type { ReactNode } from 'react';
import { TitledSection } from '../ui/TitledSection.tsx';
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
export function SectionFrame({ name, ...section }: SectionFrameProps) {
  const { part } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  return <TitledSection {...section} {...part(name)} titleProps={part('heading')} />;
}
