import type { CSSProperties } from 'react';
import { cx } from '../theme/appearance.ts';
import { StarShape } from './icons.tsx';

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
 * Five stars filled to the value, without texts of its own (no namespace to load): a coloured
 * row over a pale one, cut at the value, fills partial stars.
 */
export function StarsView({ value, size = 'sm', label, className }: StarsViewProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const px = size === 'lg' ? 24 : size === 'md' ? 18 : 14;
  return (
    <span
      className={cx('propre-stars', `propre-stars--${size}`, className)}
      data-part="stars"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ '--propre-stars-fill': `${(clamped / 5) * 100}%` } as CSSProperties}
    >
      <span className="propre-stars__row propre-stars__base">{row(px)}</span>
      <span className="propre-stars__row propre-stars__fill">{row(px)}</span>
    </span>
  );
}
