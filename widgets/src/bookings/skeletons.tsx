import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BookingsPart } from './parts.ts';

/** Three cards' worth of placeholders while the first page loads. */
export function ListSkeleton({ label }: { label?: string }) {
  const part = usePart<BookingsPart>('bookings');
  return (
    <div {...part('listSkeleton')} aria-busy="true" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} {...part('cardSkeleton')}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="rect" height="1.5rem" width="8rem" />
        </div>
      ))}
    </div>
  );
}

/** The details' shape while the booking loads: no words, so a skeleton serves as the widget's too. */
export function DetailsSkeleton({ label }: { label?: string }) {
  const part = usePart<BookingsPart>('bookings');
  return (
    <div {...part('detailsSkeleton')} aria-busy="true" role="status" aria-label={label}>
      <Skeleton shape="text" width="70%" height="2rem" />
      <Skeleton shape="rect" height="1.5rem" width="9rem" />
      <div {...part('grid', { className: 'propre-grid' })}>
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </div>
    </div>
  );
}
