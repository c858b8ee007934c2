import type { ReactNode } from 'react';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { PayoutsSection } from './PayoutsSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';

export interface ListSectionProps {
  /** The section's part, and where its texts are (`<name>.title`, `.empty`, `.emptyBody`). */
  name: 'history' | 'earnings';
  /** Nothing in the list: its empty state instead. */
  empty: boolean;
  headingLevel: 2 | 3 | 4;
  /** The list's items (`<li>`). */
  children: ReactNode;
}

/** A titled section of the page holding one list in a card, or its empty state. */
export function ListSection({ name, empty, headingLevel, children }: ListSectionProps) {
  const { t, part } = useEntry<PayoutsPart>(payoutsTexts);
  return (
    <PayoutsSection name={name} headingLevel={headingLevel}>
      {empty ? (
        <EmptyState
          title={t(`${name}.empty`)}
          body={t(`${name}.emptyBody`)}
          headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        />
      ) : (
        <Card padding="none">
          <ul {...part(`${name}List`)}>{children}</ul>
        </Card>
      )}
    </PayoutsSection>
  );
}
