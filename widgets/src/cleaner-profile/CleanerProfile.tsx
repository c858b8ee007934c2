import { ProblemError, type PropreError } from '@propre/sdk';
import { availability, bookings, cleaners, reviews } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePropre } from '../provider/hooks.ts';
import type { PublicReview } from '../reviews/categories.ts';
import { usePagedReviews } from '../reviews/use-paged-reviews.ts';
import { type CleanerProfileStatus, CleanerProfileView, type CleanerProfileViewProps } from './CleanerProfileView.tsx';
import { addDays, todayInQuebec } from './format.ts';
import type { PublicCleanerProfile } from './types.ts';

export interface CleanerProfileProps
  extends Omit<
    CleanerProfileViewProps,
    'status' | 'profile' | 'error' | 'onRetry' | 'retrying' | 'reviews' | 'availability' | 'messageBookingId'
  > {
  /** The cleaner's address on the platform (`sophie-gagnon`), as in /cleaners/{slug}. */
  slug: string;
  /** Called with the profile once loaded (e.g. to set the page's title). */
  onLoad?: (profile: PublicCleanerProfile) => void;
  /** A failed load (not "not found", which the widget shows as its own state). */
  onError?: (error: PropreError) => void;
  /** Reviews per page under the summary (1 to 100). */
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
  onError,
  reviewsPageSize = 5,
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

  const paged = usePagedReviews<PublicReview>(
    `${slug}:${reviewsPageSize}`,
    (cursor) => reviews.listForCleaner(client, slug, { limit: reviewsPageSize, ...(cursor ? { cursor } : {}) }),
    Boolean(profile),
  );

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

  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (profile) onLoadRef.current?.(profile);
  }, [profile]);
  useEffect(() => {
    if (error && !notFound) onErrorRef.current?.(error as PropreError);
  }, [error, notFound]);

  // While the first page of reviews loads, the profile's three latest stand in for it.
  const latest = profile?.reviews?.latest ?? [];
  const reviewsState =
    paged.status === 'loading' && latest.length > 0
      ? { status: 'success' as const, items: latest }
      : {
          status: paged.status,
          items: paged.items,
          error: paged.error,
          onRetry: paged.retry,
          hasMore: paged.hasMore,
          loadingMore: paged.loadingMore,
          loadMoreError: paged.loadMoreError,
          onLoadMore: paged.loadMore,
        };

  return (
    <CleanerProfileView
      {...view}
      status={status}
      profile={profile}
      error={error}
      onRetry={() => void profileQuery.refetch()}
      retrying={profileQuery.isFetching}
      reviews={reviewsState}
      availability={{
        status: occurrences.isError ? 'error' : occurrences.data ? 'success' : 'loading',
        occurrences: occurrences.data?.items ?? [],
        onRetry: () => void occurrences.refetch(),
      }}
      messageBookingId={messageBookingId}
    />
  );
}
