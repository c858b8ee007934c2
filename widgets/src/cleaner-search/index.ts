import './cleaner-search.css';

export type { CleanerCardProps, CleanerLinkProps, CleanerNavigation } from './CleanerCard.tsx';
export type { CleanerSearchProps } from './CleanerSearch.tsx';
export type { CleanerSearchStatus, CleanerSearchViewProps } from './CleanerSearchView.tsx';
export { type CleanerSearchPart, cleanerSearchParts } from './parts.ts';
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
export { CleanerCard, CleanerSearch, CleanerSearchView } from './widgets.ts';
