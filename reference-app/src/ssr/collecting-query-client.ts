import { createQueryClient } from '@propre/sdk/query';
import { type QueryClient, type QueryKey, skipToken } from '@tanstack/react-query';

interface Wanted {
  queryKey: QueryKey;
  queryHash: string;
}

/**
 * A QueryClient that remembers every query a render asked for. Effects never run on the server,
 * so `useQuery` starts nothing there: the renderer renders, fetches what was asked and not yet
 * answered, and renders again until a render asks for nothing new (entry-server.tsx). Any
 * widget's data is then in the page, without the page knowing which queries its widgets make.
 */
export function createCollectingQueryClient() {
  // A failed answer is shown as failed on the next render (not as loading again, which is what a
  // query about to retry on mount looks like); nothing retries here.
  const client: QueryClient = createQueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const wanted = new Map<string, Wanted & Record<string, unknown>>();
  const asked = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    // Reads of the cache (getQueryData) come through here too, without a queryFn: not a fetch.
    const enabled = typeof defaulted.enabled === 'function' || defaulted.enabled !== false;
    if (enabled && defaulted.queryFn && defaulted.queryFn !== skipToken && defaulted.queryHash) {
      wanted.set(defaulted.queryHash, defaulted as unknown as Wanted & Record<string, unknown>);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;

  return {
    client,
    /** Fetches what the last render asked for and nobody fetched yet; false when there was nothing. */
    async fetchMissing(): Promise<boolean> {
      const missing = [...wanted.values()].filter((options) => !asked.has(options.queryHash));
      if (missing.length === 0) return false;
      for (const options of missing) asked.add(options.queryHash);
      // Once each, no retry: a crawler waits for the page, and the browser retries on its own.
      await Promise.all(missing.map((options) => client.prefetchQuery({ ...options, retry: false })));
      return true;
    },
    /** Whether an answer the page needed failed (then the page is not hydrated: see main.tsx). */
    anyFailed(): boolean {
      return client
        .getQueryCache()
        .getAll()
        .some((query) => asked.has(query.queryHash) && query.state.status === 'error');
    },
  };
}
