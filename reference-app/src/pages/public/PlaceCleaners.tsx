import '@propre/widgets/cleaner-search/styles.css';
import {
  type CleanerLinkProps,
  CleanerSearch,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  queryToSearchParams,
} from '@propre/widgets/cleaner-search';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

const renderCleanerLink = (result: CleanerSearchResult, props: CleanerLinkProps) => (
  <Link to={`/cleaners/${result.cleaner.slug}`} {...props} />
);

/**
 * The search widget held to one place (a city or a region): the filters narrow it here; asking
 * for another city goes on to /cleaners with that search, where the place can change freely.
 */
export function PlaceCleaners({ place }: { place: Pick<CleanerSearchQuery, 'city' | 'regionId'> }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<CleanerSearchQuery>({});
  const query: CleanerSearchQuery = { ...filters, ...place };
  const onQueryChange = (next: CleanerSearchQuery) => {
    if ((next.city ?? '') !== (place.city ?? '')) {
      const { regionId: _region, ...search } = next;
      navigate(`/cleaners?${queryToSearchParams(search).toString()}`);
      return;
    }
    const { city: _city, regionId: _regionId, ...rest } = next;
    setFilters(rest);
  };
  return <CleanerSearch query={query} onQueryChange={onQueryChange} renderCleanerLink={renderCleanerLink} hideResultsHeading />;
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
PlaceCleaners.widgets = [CleanerSearch];
