import './cleaner-search.css';

export { CleanerCard, type CleanerCardProps, type CleanerLinkProps, type CleanerNavigation } from './CleanerCard.tsx';
export { CleanerSearch, type CleanerSearchProps } from './CleanerSearch.tsx';
export { type CleanerSearchStatus, CleanerSearchView, type CleanerSearchViewProps } from './CleanerSearchView.tsx';
export type { CleanerSearchClassNames, CleanerSearchPart } from './parts.ts';
export {
  activeFilterCount,
  type CleanerSearchPage,
  type CleanerSearchQuery,
  type CleanerSearchResult,
  type CleanerSearchSuggestions,
  normalizeQuery,
  queryFromSearchParams,
  queryToSearchParams,
  type RelaxableFilter,
} from './query.ts';
