import { type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListStatus, PagedListProps } from './paged-list.ts';

/** Any query factory's options (their key types differ per path; the hook only reads `items` and `nextCursor`). */
// biome-ignore lint/suspicious/noExplicitAny: the factories' keys are typed per path
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;

/** A page of a cursor-paged operation of the API. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor?: string | null;
}

export interface CursorPagesOptions {
  /**
   * Keeps the pages asked for under each `key` (a tab the person comes back to shows what it
   * showed); by default another key starts again from its first page (a new search).
   */
  keepEachKey?: boolean;
}

/**
 * A list shown page by page with « show more »: each page its own cached query of `pageQuery`
 * (the first without a cursor, each next one with the previous page's `nextCursor`). `key` says
 * which list is shown (a tab, a search). Gives the list's status, its items, the first page (for
 * what it says besides its items) and the View's paging props (`PagedListProps`).
 */
export function useCursorPages<Item, Page extends CursorPage<Item> = CursorPage<Item>>(
  key: string,
  pageQuery: (cursor: string | undefined) => AnyQueryOptions,
  options: CursorPagesOptions = {},
) {
  const [asked, setAsked] = useState<Record<string, (string | undefined)[]>>({});
  const cursors = asked[key] ?? [undefined];
  const pages = useQueries({ queries: cursors.map((cursor) => pageQuery(cursor)) });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const items = pages.flatMap((page) => (page?.data as Page | undefined)?.items ?? []);
  const nextCursor = (last?.data as Page | undefined)?.nextCursor ?? null;
  const moreError = pages.length > 1 && last?.isError ? last.error : undefined;
  const error = first?.isError ? first.error : undefined;

  let status: ListStatus = 'success';
  if (first?.isError) status = 'error';
  else if (!first?.data) status = 'loading';
  else if (items.length === 0) status = 'empty';

  const list: PagedListProps = {
    error,
    onRetry: () => void first?.refetch(),
    retrying: Boolean(first?.isFetching),
    hasMore: nextCursor !== null,
    loadingMore: pages.length > 1 && Boolean(last?.isFetching),
    loadMoreError: moreError,
    onLoadMore: () => {
      if (moreError) {
        void last?.refetch();
        return;
      }
      if (nextCursor === null) return;
      const more = [...cursors, nextCursor];
      setAsked((current) => (options.keepEachKey ? { ...current, [key]: more } : { [key]: more }));
    },
  };
  return {
    status,
    items,
    /** The first page, once answered. */
    firstPage: first?.data as Page | undefined,
    /** What failed: the first page, else the next one (for the widget's `onError`). */
    failure: error ?? moreError,
    list,
  };
}
