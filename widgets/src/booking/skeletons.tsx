import { LoadingPart, Skeletons } from '../ui/LoadingPart.tsx';
import { usePart } from '../ui/part.ts';
import type { SkeletonProps } from '../ui/Skeleton.tsx';
import type { BookingPart } from './parts.ts';

/** A booking widget's frame while its code and texts load: its heading's shape, then those of its first view (no words). */
function LoadingFrame({ name, shapes }: { name: 'root' | 'balance'; shapes: readonly SkeletonProps[] }) {
  const part = usePart<BookingPart>('booking');
  return (
    <LoadingPart<BookingPart> entry="booking" part={name}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>
        <Skeletons shapes={[{ shape: 'text', width: '60%', height: '2rem' }, ...shapes]} />
      </div>
    </LoadingPart>
  );
}

/** The booking widget while its code and texts load: its frame and the shape of its first step. */
export const BookingSkeleton = () => (
  <LoadingFrame name="root" shapes={[{ shape: 'text', width: '30%' }, { height: '3rem' }, { height: '12rem' }]} />
);

/** The balance's pay-now widget while its code and texts load. */
export const BalanceSkeleton = () => <LoadingFrame name="balance" shapes={[{ height: '12rem' }]} />;
