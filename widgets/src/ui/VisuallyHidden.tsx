import type { ComponentProps } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  const part = usePart<UiPart>('ui');
  return <span {...part('visuallyHidden', { className })} {...rest} />;
}
