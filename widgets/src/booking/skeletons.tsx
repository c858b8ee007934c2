import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BookingPart } from './parts.ts';

/** The booking widget while its code and texts load: its frame and the shape of its first step, no words. */
export function BookingSkeleton() {
  const part = usePart<BookingPart>('booking');
  return (
    <div {...part('root', { state: 'loading' })}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>
        <Skeleton shape="text" width="60%" height="2rem" />
        <Skeleton shape="text" width="30%" />
        <Skeleton shape="rect" height="3rem" />
        <Skeleton shape="rect" height="12rem" />
      </div>
    </div>
  );
}

/** The balance's pay-now widget while its code and texts load. */
export function BalanceSkeleton() {
  const part = usePart<BookingPart>('booking');
  return (
    <div {...part('balance', { state: 'loading' })}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>
        <Skeleton shape="text" width="60%" height="2rem" />
        <Skeleton shape="rect" height="12rem" />
      </div>
    </div>
  );
}
