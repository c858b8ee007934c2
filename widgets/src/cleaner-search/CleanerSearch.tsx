import type { PropreError } from '@propre/sdk';
import { places, search } from '@propre/sdk/query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useCursorPages } from '../ui/use-cursor-pages.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useReportError } from '../ui/use-report-error.ts';
import type { CleanerNavigation } from './CleanerCard.tsx';
import { CleanerSearchView } from './CleanerSearchView.tsx';
import type { GiveFeedback } from './feedback.ts';
import {
  type CleanerSearchPage,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  normalizeQuery,
  queryIdentity,
} from './query.ts';
import { forViewer, useClientId } from './use-client-id.ts';

export interface CleanerSearchProps extends CleanerNavigation {
  /** Controlled: the search to show (e.g. read from the address bar); pair it with `onQueryChange`. */
  query?: CleanerSearchQuery;
  /** Uncontrolled: the search to start with. */
  defaultQuery?: CleanerSearchQuery;
  /** Every change the person makes, already without empty values. */
  onQueryChange?: (query: CleanerSearchQuery) => void;
  /** A failed search or page (not the city suggestions, which are only a help). */
  onError?: (error: PropreError) => void;
  /**
   * Feedback buttons on each card for a signed-in client: like, dislike, not interested (the card
   * goes, and the API leaves the cleaner out of their later searches), report with a reason.
   * Off by default; never shown to signed-out visitors, cleaners or admins (the API takes
   * feedback from clients only).
   */
  feedback?: boolean;
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
  const {
    query: controlled,
    defaultQuery,
    onQueryChange,
    onError,
    pageSize = defaultPageSize,
    feedback = false,
    ...view
  } = props;
  const { client, locale } = usePropre();
  const clientId = useClientId(feedback);
  const queryClient = useQueryClient();
  const onFeedback: GiveFeedback | undefined =
    feedback && clientId !== null
      ? async (result, body) => {
          // Through the mutation cache as useMutation would (what it makes stale is refreshed, a
          // 401 is handled like any other), without the hook's observer in every search's code.
          const mutation = queryClient.getMutationCache().build(queryClient, search.giveFeedback(client));
          await mutation.execute({ path: { cleanerId: result.cleaner.id }, body });
        }
      : undefined;
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

  // A new search starts again from the first page.
  const paged = useCursorPages<CleanerSearchResult, CleanerSearchPage>(identity, (cursor) =>
    forViewer(
      search.findCleaners(client, { ...normalized, limit: pageSize, ...(cursor === undefined ? {} : { cursor }) }),
      clientId,
    ),
  );
  useReportError(paged.failure, onError);

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
      status={paged.status}
      results={paged.items}
      suggestions={paged.firstPage ? paged.firstPage.suggestions : null}
      {...paged.list}
      citySuggestions={citySuggestions}
      onCityInput={setTyped}
      onFeedback={onFeedback}
    />
  );
}
