import type { ReactNode } from 'react';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BookingPart } from './parts.ts';

/** A booking widget's frame while its code and texts load, holding the shapes of its first view (no words). */
function LoadingFrame({ name, children }: { name: 'root' | 'balance'; children: ReactNode }) {
  const part = usePart<BookingPart>('booking');
  return (
    <div {...part(name, { state: 'loading' })}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>{children}</div>
    </div>
  );
}

/** The booking widget while its code and texts load: its frame and the shape of its first step. */
export function BookingSkeleton() {
  return (
    <LoadingFrame name="root">
      <Skeleton shape="text" width="60%" height="2rem" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="12rem" />
    </LoadingFrame>
  );
}

/** The balance's pay-now widget while its code and texts load. */
export function BalanceSkeleton() {
  return (
    <LoadingFrame name="balance">
      <Skeleton shape="text" width="60%" height="2rem" />
      <Skeleton shape="rect" height="12rem" />
    </LoadingFrame>
  );
}
