import { ProblemError, type PropreError } from '@propre/sdk';
import { availability, bookings, cleaners } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { useReportValue } from '../ui/use-report-value.ts';
import { type CleanerProfileStatus, CleanerProfileView, type CleanerProfileViewProps } from './CleanerProfileView.tsx';
import { addDays, todayInQuebec } from './format.ts';
import type { PublicCleanerProfile } from './types.ts';
import { useMoreReviews } from './use-more-reviews.ts';

export interface CleanerProfileProps
  extends Omit<
    CleanerProfileViewProps,
    'status' | 'profile' | 'error' | 'onRetry' | 'retrying' | 'reviews' | 'availability' | 'messageBookingId'
  > {
  /** The cleaner's address on the platform (`sophie-gagnon`), as in /cleaners/{slug}. */
  slug: string;
  /** Called with the profile once loaded (e.g. to set the page's title). */
  onLoad?: (profile: PublicCleanerProfile) => void;
  /** No listed cleaner at this address (404): the widget shows its not-found state. */
  onNotFound?: () => void;
  /** A failed load (not "not found", which the widget shows as its own state). */
  onError?: (error: PropreError) => void;
  /** Reviews per "show more" page, after the three latest the profile carries (1 to 100). */
  reviewsPageSize?: number;
  /** How many days ahead "next available days" looks (at most 62). */
  availabilityDays?: number;
}

/** No retry for answers that will not change (400 for a malformed slug, 404): the person sees them at once. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ProblemError && error.status < 500) && failures < 2;

/**
 * A cleaner's public profile over the API (cleaners.getProfile), with their reviews page by page
 * (reviews.listForCleaner), their next available days (availability.listOccurrences) and, for a
 * client with a confirmed booking with them, the way to their conversation (bookings.listMine).
 */
export function CleanerProfile({
  slug,
  onLoad,
  onNotFound,
  onError,
  reviewsPageSize = 10,
  availabilityDays = 14,
  ...view
}: CleanerProfileProps) {
  const { client, session } = usePropre();
  const profileQuery = useQuery({ ...cleaners.getProfile(client, slug), retry: retryServerErrors });
  const profile = profileQuery.data as PublicCleanerProfile | undefined;
  const user = useSyncExternalStore(
    session.subscribe,
    () => session.state.user,
    () => null,
  );

  const more = useMoreReviews(client, slug, profile, reviewsPageSize);

  const from = todayInQuebec();
  const occurrences = useQuery({
    ...availability.listOccurrences(client, profile?.id ?? 'usr_00000000000000000000000000', {
      from,
      to: addDays(from, Math.min(62, Math.max(1, availabilityDays)) - 1),
    }),
    enabled: Boolean(profile),
    // A side part of the page: it offers its own retry rather than keeping the skeleton for seconds.
    retry: false,
  });

  // Spec: messages exist only for confirmed bookings, so "message" shows only with one.
  const confirmed = useQuery({
    ...bookings.listMine(client, { status: ['confirmed', 'in_progress'], limit: 100 }),
    enabled: Boolean(profile) && user?.role === 'client',
    retry: false,
  });
  const messageBookingId = confirmed.data?.items.find((booking) => booking.cleaner.id === profile?.id)?.id ?? null;

  const error = profileQuery.error;
  const notFound = error instanceof ProblemError && (error.status === 404 || error.status === 400);
  let status: CleanerProfileStatus = 'success';
  if (profileQuery.isPending) status = 'loading';
  else if (notFound) status = 'not-found';
  else if (profileQuery.isError) status = 'error';

  useReportValue(profile, onLoad);
  // notFound is read from the same error: the callback of that render tells which one to call.
  useReportValue(error, (failure) => (notFound ? onNotFound?.() : onError?.(failure as PropreError)));

  return (
    <CleanerProfileView
      {...view}
      status={status}
      profile={profile}
      {...retryProps(profileQuery)}
      reviews={more}
      availability={{
        status: occurrences.isError ? 'error' : occurrences.data ? 'success' : 'loading',
        occurrences: occurrences.data?.items ?? [],
        onRetry: () => void occurrences.refetch(),
      }}
      messageBookingId={messageBookingId}
    />
  );
}

CleanerProfile.widgets = CleanerProfileView.widgets;
