import { type ComponentProps, type ReactNode, useId } from 'react';
import type { PartAttributes } from './part.ts';

export interface TitledSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  title: ReactNode;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** The heading's part (an entry's `sectionTitle`…). */
  titleProps: PartAttributes;
}

/** A section named by its heading (`aria-labelledby`): the heading at the level given, then the section's content. */
export function TitledSection({ title, headingLevel, titleProps, children, ...section }: TitledSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...section} aria-labelledby={id}>
      <Heading id={id} {...titleProps}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
