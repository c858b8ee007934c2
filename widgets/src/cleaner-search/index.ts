import './cleaner-search.css';

export type { CardFeedbackProps } from './CardFeedback.tsx';
export type { CleanerCardProps, CleanerLinkProps, CleanerNavigation } from './CleanerCard.tsx';
export type { CleanerSearchProps } from './CleanerSearch.tsx';
export type { CleanerSearchStatus, CleanerSearchViewProps } from './CleanerSearchView.tsx';
export type { CleanerFeedback, CleanerFeedbackType, GiveFeedback, ReportReason } from './feedback.ts';
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
export type { RecommendedCleanersProps } from './RecommendedCleaners.tsx';
export * from './widgets.ts';
