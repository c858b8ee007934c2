import { ProblemError } from '@propre/sdk';
import { type FormEvent, useId, useRef, useState } from 'react';
import { problemMessage } from '../errors/problem-message.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { FilterIcon, SearchIcon } from '../ui/icons.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { ListStatus, PagedListProps } from '../ui/paged-list.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CleanerCard, type CleanerNavigation } from './CleanerCard.tsx';
import { CleanerCardSkeleton } from './CleanerCardSkeleton.tsx';
import type { GiveFeedback } from './feedback.ts';
import type { CleanerSearchPart } from './parts.ts';
import {
  activeFilterCount,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  type CleanerSearchSuggestions,
  type SearchSort,
  sorts,
  withoutFilters,
} from './query.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { cleanerSearchTexts } from './texts.ts';

export type CleanerSearchStatus = ListStatus;

export interface CleanerSearchViewProps extends CleanerNavigation, PagedListProps {
  query: CleanerSearchQuery;
  /** Every change of the search: the city on submit, any other filter at once. */
  onQueryChange: (query: CleanerSearchQuery) => void;
  status: CleanerSearchStatus;
  results?: readonly CleanerSearchResult[];
  /** The API's ideas when nothing matched: nearby cities and filters to remove. */
  suggestions?: CleanerSearchSuggestions | null;
  /** Why the search failed (`status="error"`); a city the API does not know shows beside the city field. */
  error?: unknown;
  /** City names offered while typing (from the places API). */
  citySuggestions?: readonly string[];
  /** The city field's text as it is typed, to fetch `citySuggestions`. */
  onCityInput?: (text: string) => void;
  /**
   * Hides the results' heading ("Cleaners in Laval") from sight, keeping it for screen readers,
   * when the host page's own title already says it.
   */
  hideResultsHeading?: boolean;
  /**
   * A signed-in client's feedback on each card (like, dislike, not interested, report); without
   * it the cards have no feedback buttons. A cleaner marked « not interested » leaves the list at once.
   */
  onFeedback?: GiveFeedback;
  /** How many placeholder cards show while loading. */
  skeletonCount?: number;
  className?: string;
}

const cityCodes = new Set(['city_not_found', 'invalid_city']);

/** The search screen from props alone: search bar, filters, results and their states. */
export function CleanerSearchView(props: CleanerSearchViewProps) {
  const {
    query,
    onQueryChange,
    status,
    results = [],
    suggestions,
    error,
    onRetry,
    retrying,
    hasMore = false,
    loadingMore = false,
    loadMoreError,
    onLoadMore,
    citySuggestions = [],
    onCityInput,
    skeletonCount = 4,
    hideResultsHeading = false,
    className,
    // What each card takes as it is: the links to the profiles and the feedback.
    ...card
  } = props;
  const { t, part } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const id = useId();

  // The city field keeps its own text until the search is submitted; a new city from outside
  // (a suggestion, the address bar) replaces it.
  const [draft, setDraft] = useState(query.city ?? '');
  const [shownCity, setShownCity] = useState(query.city);
  if (shownCity !== query.city) {
    setShownCity(query.city);
    setDraft(query.city ?? '');
  }
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Cleaners marked « not interested » here: gone at once (the API leaves them out of every later search).
  const [hidden, setHidden] = useState<{ ids: ReadonlySet<string>; last: string | null }>({ ids: new Set(), last: null });
  const shown = hidden.ids.size > 0 ? results.filter((result) => !hidden.ids.has(result.cleaner.id)) : results;
  const hide = (result: CleanerSearchResult) => {
    setHidden((before) => ({ ids: new Set([...before.ids, result.cleaner.id]), last: result.cleaner.name }));
    // The card and its focused button are gone: the reader goes back to the results' heading.
    headingRef.current?.focus();
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = `${id}-filters-panel`;
  // Closing the phone's filter panel takes the reader to the results it chose.
  const showResults = () => {
    setFiltersOpen(false);
    headingRef.current?.focus();
  };

  const problem = status === 'error' && error !== undefined ? problemMessage(error, t) : undefined;
  const cityError =
    problem && error instanceof ProblemError && (cityCodes.has(error.code) || problem.fieldErrors.city)
      ? (problem.fieldErrors.city ?? problem.message)
      : undefined;
  const filterCount = activeFilterCount(query);
  const headingId = `${id}-heading`;
  const datalistId = `${id}-cities`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = draft.trim();
    onQueryChange({ ...query, city: city || undefined });
  };
  const clearFilters = () => onQueryChange(withoutFilters(query));

  let announcement = '';
  if (status === 'loading') announcement = t('results.loading');
  else if (status === 'empty') announcement = t('results.none');
  else if (status === 'success') announcement = t('results.shown', { count: shown.length });

  return (
    <div {...part('root', { state: status, className: cx('propre-stack', className) })}>
      <search aria-label={t('label')} {...part('searchBar', { className: 'propre-panel' })}>
        <form {...part('form', { className: 'propre-wrap' })} onSubmit={submit}>
          <TextField
            className={part('cityField').className}
            label={t('city.label')}
            type="search"
            name="city"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('city.placeholder')}
            list={citySuggestions.length > 0 ? datalistId : undefined}
            value={draft}
            error={cityError}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              onCityInput?.(event.currentTarget.value);
            }}
          />
          {citySuggestions.length > 0 ? (
            <datalist id={datalistId}>
              {citySuggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          ) : null}
          <Button type="submit" {...part('submit')}>
            <span {...part('buttonContent', { className: 'propre-row' })}>
              <SearchIcon />
              <span {...part('submitText', { className: 'propre-clipped' })}>{t('submit')}</span>
            </span>
          </Button>
        </form>
      </search>

      <div {...part('resultsHeader', { className: 'propre-wrap' })}>
        <div {...part('title', { className: 'propre-stack' })}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={hideResultsHeading ? 'propre-visually-hidden' : undefined}>
            {query.city && !cityError ? t('results.headingCity', { city: query.city }) : t('results.headingAll')}
          </h2>
          <p {...part('count')} role="status">
            {announcement}
          </p>
        </div>
        <div {...part('tools')}>
          <Button
            variant="secondary"
            {...part('filtersToggle')}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span {...part('buttonContent', { className: 'propre-row' })}>
              <FilterIcon />
              {filterCount > 0 ? t('filters.openWithCount', { count: filterCount }) : t('filters.open')}
            </span>
          </Button>
          <SelectField
            className={part('sort').className}
            label={t('sort.label')}
            options={sorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={query.sort ?? 'recommended'}
            onChange={(event) => onQueryChange({ ...query, sort: event.currentTarget.value as SearchSort })}
          />
        </div>
      </div>

      <div {...part('layout')}>
        {/* Beside the results on wide screens; on a phone, a panel the "Filters" button opens and closes. */}
        <section
          id={panelId}
          {...part('filters', { className: 'propre-panel' })}
          data-open={filtersOpen || undefined}
          aria-labelledby={`${id}-filters`}
        >
          <div {...part('sidebarHead', { className: 'propre-row' })}>
            <h2 id={`${id}-filters`} {...part('sidebarTitle')}>
              {t('filters.title')}
            </h2>
            {filterCount > 0 ? (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            ) : null}
          </div>
          <SearchFilters query={query} onQueryChange={onQueryChange} />
          <div {...part('panelFoot')}>
            <Button fullWidth onClick={showResults}>
              {t('filters.apply')}
            </Button>
          </div>
        </section>

        <section
          {...part('results', { className: 'propre-stack' })}
          aria-labelledby={headingId}
          aria-busy={status === 'loading' || loadingMore}
        >
          {status === 'loading' ? (
            <ul {...part('list', { className: 'propre-bare-list' })} aria-hidden="true">
              {Array.from({ length: skeletonCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <CleanerCardSkeleton />
                </li>
              ))}
            </ul>
          ) : null}

          {cityError ? <p {...part('end')}>{t('results.fixCity')}</p> : null}

          {status === 'error' && !cityError ? (
            <div {...part('searchError')}>
              <ProblemAlert error={error} onRetry={onRetry} retrying={retrying} />
            </div>
          ) : null}

          {status === 'empty' ? (
            <SearchEmpty query={query} suggestions={suggestions ?? null} onQueryChange={onQueryChange} />
          ) : null}

          {card.onFeedback ? (
            // Always there, so the sentence is announced when it comes.
            <p {...part('hiddenNotice')} role="status">
              {hidden.last ? t('results.hidden', { name: hidden.last }) : null}
            </p>
          ) : null}

          {status === 'success' ? (
            <ul {...part('list', { className: 'propre-bare-list' })}>
              {shown.map((result) => (
                <li key={result.cleaner.id}>
                  <CleanerCard {...card} result={result} onHidden={hide} />
                </li>
              ))}
            </ul>
          ) : null}

          {status === 'success' && loadMoreError ? (
            <div {...part('searchError')}>
              <ProblemAlert error={loadMoreError} onRetry={onLoadMore} retrying={loadingMore} />
            </div>
          ) : null}

          {status === 'success' && hasMore && !loadMoreError ? (
            <div {...part('loadMore')}>
              <Button variant="secondary" size="lg" loading={loadingMore} onClick={onLoadMore}>
                {t('results.loadMore')}
              </Button>
            </div>
          ) : null}
          {status === 'success' && !hasMore && shown.length > 3 ? <p {...part('end')}>{t('results.end')}</p> : null}
        </section>
      </div>
    </div>
  );
}
