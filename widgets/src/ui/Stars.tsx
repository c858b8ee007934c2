import type { CSSProperties } from 'react';
import { StarShape } from './icons.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

const row = (px: number) => [1, 2, 3, 4, 5].map((n) => <StarShape key={n} size={px} />);

export interface StarsViewProps {
  /** From 0 to 5, decimals allowed (an average): the stars fill to that point. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /** What the stars say (« 4,8 sur 5 »); without it they are decorative, for text beside them that says it. */
  label?: string;
  className?: string;
}

/**
 * Five stars filled to the value, without texts of its own: a coloured row over a pale one, cut
 * at the value, fills partial stars.
 */
export function StarsView({ value, size = 'sm', label, className }: StarsViewProps) {
  const part = usePart<UiPart>('ui');
  const clamped = Math.min(5, Math.max(0, value));
  const px = size === 'lg' ? 24 : size === 'md' ? 18 : 14;
  return (
    <span
      {...part('stars', { state: size, className })}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ '--propre-stars-fill': `${(clamped / 5) * 100}%` } as CSSProperties}
    >
      <span className="propre-stars__row propre-stars__base">{row(px)}</span>
      <span className="propre-stars__row propre-stars__fill">{row(px)}</span>
    </span>
  );
}
