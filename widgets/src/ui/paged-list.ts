import type { RetryProps } from './query-state.ts';
/** Where a list shown page by page is: its first page loading or failed, nothing found, or results. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'success';

/**
 * What every props-only list View (bookings, search results, reviews) takes about its pages: the
 * first page's failure and its retry, then « show more » and the next page's failure.
 */
export interface PagedListProps extends RetryProps {
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Why the next page failed; what is already shown stays. */
  loadMoreError?: unknown;
  onLoadMore?: () => void;
}
