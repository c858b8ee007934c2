import type { HTMLAttributes } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Raises the card on hover, for cards that are links or buttons as a whole. */
  interactive?: boolean;
}

export function Card({ as = 'div', padding = 'md', interactive, className, ...rest }: CardProps) {
  const part = usePart<UiPart>('ui');
  // One element type for the checker: the attributes are the same for the four tags.
  const Element = as as 'div';
  return (
    <Element {...part('card', { className })} {...rest} data-padding={padding} data-interactive={interactive || undefined} />
  );
}
