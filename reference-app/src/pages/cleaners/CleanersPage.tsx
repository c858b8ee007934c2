import {
  type CleanerLinkProps,
  CleanerSearch,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  queryFromSearchParams,
  queryToSearchParams,
} from '@propre/widgets/cleaner-search';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/** Each card's name links to the cleaner's profile (/cleaners/{slug}) through the router. */
const renderCleanerLink = (result: CleanerSearchResult, props: CleanerLinkProps) => (
  <Link to={`/cleaners/${result.cleaner.slug}`} {...props} />
);

/**
 * /cleaners: the search widget, controlled by the address bar so a search can be shared,
 * bookmarked and walked back: a new city is a new history entry, a filter change replaces it.
 */
export function CleanersPage() {
  const { t } = useAppTranslation('pages');
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
  useDocumentTitle(title);
  return (
    <div className="app-page app-page--wide">
      <header className="app-page-header">
        <h1 className="app-page-title">{title}</h1>
        <p className="app-page-lead">{t('cleaners.lead')}</p>
      </header>
      {/* The page's h1 names the city; the widget's heading stays for screen readers and focus. */}
      <CleanerSearch query={query} onQueryChange={onQueryChange} renderCleanerLink={renderCleanerLink} hideResultsHeading />
    </div>
  );
}
