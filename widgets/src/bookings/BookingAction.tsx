import { ProblemError } from '@propre/sdk';
import { bookings as bookingsApi, setAnswer } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { BookingActionView, type CancelValues, type PostponeValues } from './BookingActionView.tsx';
import type { BookingAction as Action, Booking } from './types.ts';

export interface BookingActionProps {
  bookingId: string;
  action: Action;
  /** « Keep my booking »: `/bookings/{id}` by default. */
  backHref?: string;
  /** The booking as it now stands, once cancelled or postponed (e.g. go back to its details). */
  onSuccess?: (booking: Booking, action: Action) => void;
  onError?: (error: unknown) => void;
  now?: Date;
  /** Of the page's title: 1 when the widget is the page's main content. */
  headingLevel?: 1 | 2;
}

/**
 * Cancel or postpone a booking (`bookings.cancel`, `bookings.postpone`) after saying what will
 * happen: the fee or the full refund as the API computes them now, or why it can no longer move.
 */
export function BookingAction(props: BookingActionProps) {
  const { bookingId, action, backHref, onSuccess, onError, now, headingLevel } = props;
  const { client, locale, queryClient } = usePropre();
  const query = useQuery({ ...bookingsApi.get(client, bookingId), refetchOnMount: 'always', retry: false });
  const done = (data: Booking) => {
    void setAnswer(queryClient, bookingsApi.get(client, bookingId).queryKey, data);
    onSuccess?.(data, action);
  };
  const cancel = useMutation({ ...bookingsApi.cancel(client), onSuccess: (data) => done(data as Booking), onError });
  const postpone = useMutation({
    ...bookingsApi.postpone(client),
    onSuccess: (data) => done(data as Booking),
    onError,
  });
  const error = query.error;
  const denied = error instanceof ProblemError && (error.status === 404 || error.status === 403);
  const mutation = action === 'cancel' ? cancel : postpone;
  return (
    <BookingActionView
      action={action}
      status={query.data ? 'ready' : denied ? 'denied' : error ? 'error' : 'loading'}
      booking={query.data as Booking | undefined}
      locale={locale}
      backHref={backHref ?? `/bookings/${bookingId}`}
      loadError={error}
      onRetry={() => void query.refetch()}
      submitting={mutation.isPending}
      submitError={mutation.error ?? undefined}
      onCancel={(values: CancelValues) => cancel.mutate({ path: { bookingId }, body: values })}
      onPostpone={(values: PostponeValues) => postpone.mutate({ path: { bookingId }, body: values })}
      now={now}
      headingLevel={headingLevel}
    />
  );
}
