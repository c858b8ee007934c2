import type { PartAttributes } from './part.ts';
import { Skeleton, type SkeletonProps } from './Skeleton.tsx';

export interface LoadingShapeProps {
  /** What a screen reader hears while it loads (the placeholders say nothing). */
  label: string;
  /** The placeholders, in order, shaped like the content to come. */
  skeletons: readonly SkeletonProps[];
  /** The entry's part for the placeholders' box, when it has one. */
  frame?: PartAttributes;
}

/** A view's loading state: its announcement, visually hidden, then its skeletons. */
export function LoadingShape({ label, skeletons, frame }: LoadingShapeProps) {
  return (
    <div {...frame}>
      <p className="propre-visually-hidden" role="status">
        {label}
      </p>
      {skeletons.map((skeleton, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
        <Skeleton key={index} {...skeleton} />
      ))}
    </div>
  );
}
