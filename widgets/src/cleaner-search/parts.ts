/** The named parts of the search (`data-part`), each of which takes a class name through `classNames`. */
export type CleanerSearchPart =
  | 'root'
  | 'search-bar'
  | 'city-field'
  | 'filters'
  | 'filters-toggle'
  | 'sort'
  | 'results'
  | 'results-header'
  | 'card'
  | 'card-photo'
  | 'card-name'
  | 'card-price'
  | 'card-match'
  | 'card-scores'
  | 'card-skeleton'
  | 'empty'
  | 'search-error'
  | 'load-more';

export type CleanerSearchClassNames = Partial<Record<CleanerSearchPart, string>>;
