import type { ComponentProps } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span data-part="badge" {...rest} data-tone={tone} className={cx('propre-badge', usePartClass('badge', className))} />;
}
