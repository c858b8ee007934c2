import type { ReactNode } from 'react';
import { usePart } from './part.ts';
import { Skeleton, type SkeletonProps } from './Skeleton.tsx';

/** Placeholders one after the other: the shape of a view, written as data. */
export function Skeletons({ shapes }: { shapes: readonly SkeletonProps[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders, never reordered
  return shapes.map((shape, index) => <Skeleton key={index} {...shape} />);
}

export interface LoadingPartProps<Part extends string> {
  /** The entry and its part, as `usePart(entry)(part)` names them. */
  entry: string;
  part: Part;
  className?: string;
  as?: 'div' | 'section';
  /** The shapes of what is to come; `children` after them for a layout of the entry's own. */
  shapes?: readonly SkeletonProps[];
  children?: ReactNode;
}

/**
 * An entry's part while its code and texts load (`data-state="loading"`): the shapes of what
 * is to come and no words, at about its height so the page does not jump.
 */
export function LoadingPart<Part extends string>({
  entry,
  part,
  className,
  as: Tag = 'div',
  shapes = [],
  children,
}: LoadingPartProps<Part>) {
  const named = usePart<Part>(entry);
  return (
    <Tag {...named(part, { className, state: 'loading' })}>
      <Skeletons shapes={shapes} />
      {children}
    </Tag>
  );
}
