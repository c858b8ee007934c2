import type { ReactNode } from 'react';
import { Card } from '../ui/Card.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';

export interface ListSectionProps {
  title: string;
  /** Said instead of the list when it has no item. */
  empty: string;
  headingLevel: 2 | 3 | 4;
  /** `ol` when the order means something (a log, newest first). */
  ordered?: boolean;
  part?: 'section' | 'audit';
  children: ReactNode[];
}

/** A titled list of the user's detail (bookings, ledger, documents, sessions, the audit log), or why it is empty. */
export function ListSection({ title, empty, headingLevel, ordered, part: name = 'section', children }: ListSectionProps) {
  const { part } = useEntry<AdminPart>(adminTexts);
  const List = ordered ? 'ol' : 'ul';
  return (
    <TitledSection {...part(name)} title={title} headingLevel={headingLevel} titleProps={part('sectionTitle')}>
      {children.length === 0 ? (
        <p {...part('lead')}>{empty}</p>
      ) : (
        <Card padding="none">
          <List {...part('list')}>{children}</List>
        </Card>
      )}
    </TitledSection>
  );
}
