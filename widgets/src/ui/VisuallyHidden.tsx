import type { ComponentProps } from 'react';
import { cx } from '../theme/appearance.ts';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span data-part="visually-hidden" {...rest} className={cx('propre-visually-hidden', className)} />;
}
