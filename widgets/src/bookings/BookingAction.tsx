import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/index.ts';
import type { BookingActionProps } from './BookingActionForm.tsx';
import type { BookingActionViewProps } from './BookingActionView.tsx';

export type { BookingActionProps } from './BookingActionForm.tsx';

// A page of its own (/bookings/{id}/{action}): its forms load when it is opened, not with the list.
const Form = lazy(() => import('./BookingActionForm.tsx').then((module) => ({ default: module.BookingActionForm })));

/**
 * Cancel or postpone a booking (`bookings.cancel`, `bookings.postpone`) after saying what will
 * happen: the fee or the full refund as the API computes them now, or why it can no longer move.
 */
export function BookingAction(props: BookingActionProps) {
  return (
    <Suspense fallback={<Skeleton shape="text" lines={4} />}>
      <Form {...props} />
    </Suspense>
  );
}

const View = lazy(() => import('./BookingActionView.tsx').then((module) => ({ default: module.BookingActionView })));

/** The confirmation page without data fetching (props only), loaded on first use like the page itself. */
export function BookingActionView(props: BookingActionViewProps) {
  return (
    <Suspense fallback={<Skeleton shape="text" lines={4} />}>
      <View {...props} />
    </Suspense>
  );
}
