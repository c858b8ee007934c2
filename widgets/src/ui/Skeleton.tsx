import type { CSSProperties } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

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
  const part = usePart<UiPart>('ui');
  if (shape === 'text' && lines > 1) {
    return (
      <span {...part('skeletonLines', { className })} aria-hidden="true">
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
  return <span {...part('skeleton', { className })} data-shape={shape} aria-hidden="true" style={{ width, height }} />;
}

/** A widget's loading shape as `defineWidget` takes it: `skeletonOf({ height: '20rem' })`. */
export const skeletonOf = (props: SkeletonProps) => () => <Skeleton {...props} />;
