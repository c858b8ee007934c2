import type { PropreError } from '@propre/sdk';
import { places, search } from '@propre/sdk/query';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useReportError } from '../ui/use-report-error.ts';
import type { CleanerNavigation } from './CleanerCard.tsx';
import { type CleanerSearchStatus, CleanerSearchView } from './CleanerSearchView.tsx';
import { type CleanerSearchPage, type CleanerSearchQuery, normalizeQuery, queryIdentity } from './query.ts';

export interface CleanerSearchProps extends CleanerNavigation {
  /** Controlled: the search to show (e.g. read from the address bar); pair it with `onQueryChange`. */
  query?: CleanerSearchQuery;
  /** Uncontrolled: the search to start with. */
  defaultQuery?: CleanerSearchQuery;
  /** Every change the person makes, already without empty values. */
  onQueryChange?: (query: CleanerSearchQuery) => void;
  /** A failed search or page (not the city suggestions, which are only a help). */
  onError?: (error: PropreError) => void;
  /** Cleaners per page (the API allows 1 to 50). */
  pageSize?: number;
  /**
   * Keeps the results heading for screen readers only: for a page whose own title already says
   * what is listed (« Nettoyeurs à Montréal »), so sighted readers do not see it twice.
   */
  hideResultsHeading?: boolean;
  className?: string;
}

// Enough for a full first screen on a desktop (two columns) without a second request.
const defaultPageSize = 12;
const suggestDelayMs = 250;
// A name that cannot start a city (digits, signs) would only get 422 invalid_city from the API.
const cityStart = /^[\p{L}][\p{L}\p{M}\s'’.-]*$/u;

/**
 * Cleaner search over the API: a city with suggestions, the filters of the spec, result cards with
 * their recommendation scores, and a "show more" that appends the next page (cursor).
 */
export function CleanerSearch(props: CleanerSearchProps) {
  const { query: controlled, defaultQuery, onQueryChange, onError, pageSize = defaultPageSize, ...view } = props;
  const { client, locale } = usePropre();
  const [own, setOwn] = useState<CleanerSearchQuery>(() => normalizeQuery(defaultQuery ?? {}));
  const current = controlled ?? own;
  const identity = queryIdentity(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity says when the query's content changed
  const normalized = useMemo(() => normalizeQuery(current), [identity]);

  const change = (next: CleanerSearchQuery) => {
    const clean = normalizeQuery(next);
    if (controlled === undefined) setOwn(clean);
    onQueryChange?.(clean);
  };

  // The pages asked for so far, by cursor; a new search starts again from the first page.
  const [paging, setPaging] = useState<{ identity: string; cursors: (string | undefined)[] }>({
    identity,
    cursors: [undefined],
  });
  const cursors = paging.identity === identity ? paging.cursors : [undefined];
  const pages = useQueries({
    queries: cursors.map((cursor) =>
      search.findCleaners(client, { ...normalized, limit: pageSize, ...(cursor === undefined ? {} : { cursor }) }),
    ),
  });

  const first = pages[0];
  const last = pages[pages.length - 1];
  const loaded = pages.filter((page) => page?.data).map((page) => page?.data as CleanerSearchPage);
  const results = loaded.flatMap((page) => page.items);
  const lastData = last?.data as CleanerSearchPage | undefined;
  const nextCursor = lastData?.nextCursor ?? null;

  let status: CleanerSearchStatus = 'success';
  if (!first || first.isPending) status = first?.isError ? 'error' : 'loading';
  if (first?.isError) status = 'error';
  else if (first?.data && results.length === 0) status = 'empty';

  const moreError = pages.length > 1 && last?.isError ? last.error : undefined;
  const failure = (first?.isError ? first.error : undefined) ?? moreError;
  useReportError(failure, onError);

  // City names while typing, a moment after the last key, from the places API.
  const [typed, setTyped] = useState('');
  const asked = useDebounced(typed.trim(), suggestDelayMs);
  const cities = useQuery({
    ...places.searchCities(client, { q: asked, limit: 6 }),
    enabled: asked.length >= 2 && cityStart.test(asked) && asked !== normalized.city,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const citySuggestions = useMemo(() => {
    const items = cities.data?.items ?? [];
    // The API takes either name; each reader gets the one of their language (Québec / Quebec City).
    return [...new Set(items.map((city) => (locale === 'en' ? city.nameEn : city.name)))];
  }, [cities.data, locale]);

  return (
    <CleanerSearchView
      {...view}
      query={normalized}
      onQueryChange={change}
      status={status}
      results={results}
      suggestions={first?.data ? (first.data as CleanerSearchPage).suggestions : null}
      error={first?.isError ? first.error : undefined}
      onRetry={() => void first?.refetch()}
      retrying={first?.isFetching}
      hasMore={nextCursor !== null}
      loadingMore={pages.length > 1 && Boolean(last?.isFetching)}
      loadMoreError={moreError}
      onLoadMore={() => {
        if (moreError) {
          void last?.refetch();
          return;
        }
        if (nextCursor === null) return;
        setPaging({ identity, cursors: [...cursors, nextCursor] });
      }}
      citySuggestions={citySuggestions}
      onCityInput={setTyped}
    />
  );
}
