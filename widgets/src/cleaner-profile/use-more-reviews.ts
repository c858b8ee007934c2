import type { PropreClient } from '@propre/sdk';
import { reviews } from '@propre/sdk/query';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicReview } from '../reviews/index.ts';
import type { ProfileReviewsState, PublicCleanerProfile } from './types.ts';

/**
 * The profile carries the three latest reviews; "show more" goes on from the last of them with
 * reviews.listForCleaner (same order: newest first by id), page by page. No request until asked.
 */
export function useMoreReviews(
  client: PropreClient,
  slug: string,
  profile: PublicCleanerProfile | undefined,
  pageSize: number,
): ProfileReviewsState {
  const latest = profile?.reviews?.latest ?? [];
  const count = profile?.reviews?.summary.count ?? profile?.stats.reviewCount ?? 0;
  const [asked, setAsked] = useState<{ slug: string; cursors: string[] }>({ slug, cursors: [] });
  const cursors = asked.slug === slug ? asked.cursors : [];
  const pages = useQueries({
    queries: cursors.map((cursor) => reviews.listForCleaner(client, slug, { limit: pageSize, cursor })),
  });
  const last = pages.at(-1);
  const items: PublicReview[] = [...latest, ...pages.flatMap((page) => page.data?.items ?? [])];
  const lastCursor = latest.at(-1)?.id;
  const next = cursors.length === 0 ? (count > latest.length ? lastCursor : undefined) : (last?.data?.nextCursor ?? undefined);
  const loadMoreError = last?.isError ? last.error : undefined;
  return {
    status: items.length > 0 ? 'success' : 'empty',
    items,
    hasMore: next !== undefined || Boolean(loadMoreError),
    loadingMore: Boolean(last?.isFetching),
    loadMoreError,
    onLoadMore: () => {
      if (loadMoreError) {
        void last?.refetch();
        return;
      }
      if (next) setAsked({ slug, cursors: [...cursors, next] });
    },
  };
}
