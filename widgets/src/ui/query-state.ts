/** What the helpers read of a TanStack query. */
interface QueryLike {
  isError: boolean;
  data: unknown;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed read and its retry, as every View takes them (what `retryProps` gives). */
export interface RetryProps {
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A query's failure and its retry, as a View (or `ErrorState`) takes them: `error`, `onRetry`, `retrying`. */
export function retryProps(query: Omit<QueryLike, 'isError' | 'data'>) {
  return { error: query.error ?? undefined, onRetry: () => void query.refetch(), retrying: query.isFetching };
}

/** A View's state from the one query it shows: loading, failed (with the retry) or answered. */
export function queryState(query: QueryLike) {
  const status: 'loading' | 'error' | 'success' = query.isError ? 'error' : query.data ? 'success' : 'loading';
  return { status, ...retryProps(query) };
}
