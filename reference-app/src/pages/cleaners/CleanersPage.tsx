import '@propre/widgets/cleaner-search/styles.css';
import {
  type CleanerLinkProps,
  CleanerSearch,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  queryFromSearchParams,
  queryToSearchParams,
  RecommendedCleaners,
} from '@propre/widgets/cleaner-search';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { useShell } from '../../shell/shell-context.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';

/** Each card's name links to the cleaner's profile (/cleaners/{slug}) through the router. */
const renderCleanerLink = (result: CleanerSearchResult, props: CleanerLinkProps) => (
  <Link to={`/cleaners/${result.cleaner.slug}`} {...props} />
);

/**
 * /cleaners: the search widget, controlled by the address bar so a search can be shared,
 * bookmarked and walked back: a new city is a new history entry, a filter change replaces it.
 * A signed-in client also gets « Recommended for you » above the search (the best of the same
 * search, each score explained) and feedback buttons on each card; nobody else sees either.
 */
export function CleanersPage() {
  const { t } = useAppTranslation('pages');
  const isClient = useShell().user?.role === 'client';
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => queryFromSearchParams(new URLSearchParams(search)), [search]);
  const onQueryChange = useCallback(
    (next: CleanerSearchQuery) => {
      const newCity = (next.city ?? '') !== (query.city ?? '');
      setParams(queryToSearchParams(next), { replace: !newCity, preventScrollReset: true });
    },
    [query.city, setParams],
  );
  const title = query.city ? t('cleaners.titleIn', { city: query.city }) : t('cleaners.title');
  usePageMeta(title, t('cleaners.description'));
  usePageFacts({
    breadcrumb: [
      { name: t('breadcrumb.home'), path: '/' },
      { name: t('breadcrumb.cleaners'), path: '/cleaners' },
    ],
  });
  return (
    <div className="app-page app-page--wide">
      <header className="app-page-header">
        <h1 className="app-page-title">{title}</h1>
        <p className="app-page-lead">{t('cleaners.lead')}</p>
      </header>
      {isClient ? <RecommendedCleaners query={query} renderCleanerLink={renderCleanerLink} /> : null}
      {/* The page's h1 names the city; the widget's heading stays for screen readers and focus. */}
      <CleanerSearch
        query={query}
        onQueryChange={onQueryChange}
        renderCleanerLink={renderCleanerLink}
        hideResultsHeading
        feedback={isClient}
      />
    </div>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
CleanersPage.widgets = [CleanerSearch];
