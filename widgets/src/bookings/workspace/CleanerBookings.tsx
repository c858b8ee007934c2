import type { PropreError } from '@propre/sdk';
import { bookings as bookingsApi, invalidateStale } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { useReportError } from '../../ui/use-report-error.ts';
import type { Booking, BookingPage, BookingsNavigation, DeclineValues, RequestAnswer } from '../types.ts';
import { type BookingLiveOptions, useBookingLive } from '../use-booking-live.ts';
import { CleanerBookingsView } from './CleanerBookingsView.tsx';
import { pendingRequestsQuery } from './use-pending-requests.ts';

export interface CleanerBookingsProps extends BookingsNavigation, BookingLiveOptions {
  onError?: (error: PropreError) => void;
  /** After an answer: the booking as it now stands (confirmed, or declined). */
  onAnswered?: (booking: Booking) => void;
  /** How many upcoming jobs to show (1 to 100). */
  jobsLimit?: number;
  now?: Date;
  headingLevel?: 2 | 3;
}

/**
 * The signed-in cleaner's requests and jobs (`bookings.listMine`): requests to answer first, each
 * with its time left, accepted or declined here (`bookings.accept`, `bookings.decline`); then
 * today's and upcoming jobs. A new request shows as it arrives (BOOKING_UPDATE on the socket).
 */
export function CleanerBookings(props: CleanerBookingsProps) {
  const { onError, onAnswered, jobsLimit = 20, realtime, baseUrl, enabled, now, headingLevel, ...nav } = props;
  const { client, locale, queryClient } = usePropre();
  const requests = useQuery({ ...pendingRequestsQuery(client), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
  const jobs = useQuery({
    ...bookingsApi.listMine(client, { status: ['confirmed', 'in_progress'], sort: 'soonest', limit: jobsLimit }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
  // Any change to one of the cleaner's bookings (a new request, a client's cancellation, the expiry) refreshes both lists.
  const live = useBookingLive(null, () => void invalidateStale(queryClient, ['/api/bookings']), { realtime, baseUrl, enabled });

  const [answers, setAnswers] = useState<Record<string, RequestAnswer>>({});
  const [answered, setAnswered] = useState<{ booking: Booking; action: 'accept' | 'decline' } | null>(null);
  const mark = (bookingId: string, answer: RequestAnswer) => setAnswers((current) => ({ ...current, [bookingId]: answer }));
  const settle = {
    onSuccess: (data: unknown) => {
      const booking = data as Booking;
      mark(booking.id, {});
      setAnswered({ booking, action: booking.status === 'confirmed' ? 'accept' : 'decline' });
      onAnswered?.(booking);
    },
    onError: (error: unknown, variables: { path: { bookingId: string } }) => mark(variables.path.bookingId, { error }),
  };
  const accept = useMutation({ ...bookingsApi.accept(client), ...settle });
  const decline = useMutation({ ...bookingsApi.decline(client), ...settle });

  const failed = requests.isError ? requests : jobs.isError ? jobs : null;
  useReportError(failed?.error, onError);
  const status = failed ? 'error' : requests.data && jobs.data ? 'ready' : 'loading';
  return (
    <CleanerBookingsView
      {...nav}
      status={status}
      requests={(requests.data as BookingPage | undefined)?.items ?? []}
      jobs={(jobs.data as BookingPage | undefined)?.items ?? []}
      locale={locale}
      answers={answers}
      answered={answered}
      onAccept={(bookingId) => {
        mark(bookingId, { pending: 'accept' });
        accept.mutate({ path: { bookingId } });
      }}
      onDecline={(bookingId, values: DeclineValues) => {
        mark(bookingId, { pending: 'decline' });
        decline.mutate({ path: { bookingId }, body: values });
      }}
      error={failed?.error}
      onRetry={() => void failed?.refetch()}
      retrying={failed?.isFetching}
      live={live}
      now={now}
      headingLevel={headingLevel}
    />
  );
}
