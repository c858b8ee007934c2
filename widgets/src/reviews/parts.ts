/** The named parts of the review widgets (`data-part`), each of which takes a class name through `classNames`. */
export type ReviewsPart =
  | 'root'
  | 'form'
  | 'rating-field'
  | 'comment'
  | 'submit'
  | 'success'
  | 'summary'
  | 'summary-overall'
  | 'summary-categories'
  | 'review'
  | 'review-list'
  | 'load-more';

export type ReviewsClassNames = Partial<Record<ReviewsPart, string>>;
