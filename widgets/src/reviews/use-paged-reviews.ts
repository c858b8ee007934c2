import { type UseQueryOptions, useQueries } from '@tanstack/react-query';

/** Any query factory's options (their key types differ per path; the hook only reads `items` and `nextCursor`). */
// biome-ignore lint/suspicious/noExplicitAny: the factories' keys are typed per path
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;

import { useState } from 'react';
import type { ReviewListStatus } from './ReviewListView.tsx';

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * Cursor pages asked for one after the other ("show more"), each its own cached query; `key`
 * says when the list itself changed (another cleaner), which starts again from the first page.
 */
export function usePagedReviews<Item>(key: string, pageQuery: (cursor: string | undefined) => AnyQueryOptions, enabled = true) {
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({ key, cursors: [undefined] });
  const cursors = paging.key === key ? paging.cursors : [undefined];
  const pages = useQueries({ queries: cursors.map((cursor) => ({ ...pageQuery(cursor), enabled })) });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const items = pages.flatMap((page) => (page?.data ? (page.data as Page<Item>).items : []));
  const nextCursor = last?.data ? (last.data as Page<Item>).nextCursor : null;
  const moreError = pages.length > 1 && last?.isError ? last.error : undefined;
  let status: ReviewListStatus = 'success';
  if (first?.isError) status = 'error';
  else if (!first?.data) status = 'loading';
  else if (items.length === 0) status = 'empty';
  return {
    status,
    items,
    error: first?.isError ? first.error : undefined,
    retry: () => void first?.refetch(),
    retrying: Boolean(first?.isFetching),
    hasMore: nextCursor !== null,
    loadingMore: pages.length > 1 && Boolean(last?.isFetching),
    loadMoreError: moreError,
    loadMore: () => {
      if (moreError) {
        void last?.refetch();
        return;
      }
      if (nextCursor !== null) setPaging({ key, cursors: [...cursors, nextCursor] });
    },
  };
}

/** The list view's props from the paged hook's state: the same for every list of reviews. */
export function pagedListProps<Item>(paged: ReturnType<typeof usePagedReviews<Item>>) {
  return {
    status: paged.status,
    reviews: paged.items,
    error: paged.error,
    onRetry: paged.retry,
    retrying: paged.retrying,
    hasMore: paged.hasMore,
    loadingMore: paged.loadingMore,
    loadMoreError: paged.loadMoreError,
    onLoadMore: paged.loadMore,
  };
}
