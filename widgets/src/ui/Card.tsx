import type { HTMLAttributes } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Raises the card on hover, for cards that are links or buttons as a whole. */
  interactive?: boolean;
}

export function Card({ as = 'div', padding = 'md', interactive, className, ...rest }: CardProps) {
  // One element type for the checker: the attributes are the same for the four tags.
  const Element = as as 'div';
  return (
    <Element
      data-part="card"
      {...rest}
      data-padding={padding}
      data-interactive={interactive || undefined}
      className={cx('propre-card', usePartClass('card', className))}
    />
  );
}
