import type { CSSProperties } from 'react';
import { cx } from '../theme/appearance.ts';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For `shape="text"`: how many lines (the last one shorter). */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shaped like the content to come (DESIGN: never a blank screen). Decorative: the
 * container that is loading carries `aria-busy` and the announcement.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx('propre-skeleton-lines', className)} data-part="skeleton" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no identity
            key={index}
            className="propre-skeleton"
            data-shape="text"
            style={{ width: index === lines - 1 ? '62%' : width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx('propre-skeleton', className)}
      data-part="skeleton"
      data-shape={shape}
      aria-hidden="true"
      style={{ width, height }}
    />
  );
}
