/** The named parts of the profile (`data-part`), each of which takes a class name through `classNames`. */
export type CleanerProfilePart =
  | 'root'
  | 'header'
  | 'photo'
  | 'name'
  | 'badges'
  | 'actions'
  | 'book'
  | 'message'
  | 'facts'
  | 'about'
  | 'services'
  | 'rates'
  | 'availability'
  | 'gallery'
  | 'ratings'
  | 'reviews'
  | 'not-found'
  | 'error'
  | 'skeleton';

export type CleanerProfileClassNames = Partial<Record<CleanerProfilePart, string>>;
