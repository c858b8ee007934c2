import type { ComponentProps } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  const part = usePart<UiPart>('ui');
  return <span {...part('badge', { className })} {...rest} data-tone={tone} />;
}
