import { type ReactNode, useId } from 'react';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';

export interface ListSectionProps {
  part: Extract<PayoutsPart, 'history' | 'earnings'>;
  listPart: Extract<PayoutsPart, 'historyList' | 'earningsList'>;
  title: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: { title: string; body: string } | null;
  headingLevel: 2 | 3 | 4;
  /** The list's items (`<li>`). */
  children: ReactNode;
}

/** A titled section of the page holding one list in a card, or its empty state. */
export function ListSection({ part: name, listPart, title, empty, headingLevel, children }: ListSectionProps) {
  const { part } = useEntry<PayoutsPart>(payoutsTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part(name)} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {title}
      </Heading>
      {empty ? (
        <EmptyState title={empty.title} body={empty.body} headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4} />
      ) : (
        <Card padding="none">
          <ul {...part(listPart)}>{children}</ul>
        </Card>
      )}
    </section>
  );
}
