import './reviews.css';

/** @propre/widgets/reviews: the review form of a completed booking, a person's reviews, and the rating summary (issue 25). */
export {
  commentMaxLength,
  type PublicReview,
  type Review,
  type ReviewCategory,
  type ReviewRatings,
  type ReviewSummary,
  reviewCategories,
} from './categories.ts';
export type { ReviewsClassNames, ReviewsPart } from './parts.ts';
export { RatingField, type RatingFieldProps } from './RatingField.tsx';
export { RatingSummary, type RatingSummaryProps } from './RatingSummary.tsx';
export { ReviewCard, type ReviewCardProps } from './ReviewCard.tsx';
export { ReviewForm, type ReviewFormProps } from './ReviewForm.tsx';
export {
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormState,
  type ReviewFormValues,
  ReviewFormView,
  type ReviewFormViewProps,
} from './ReviewFormView.tsx';
export { ReviewList, type ReviewListProps } from './ReviewList.tsx';
export { type ReviewListStatus, ReviewListView, type ReviewListViewProps } from './ReviewListView.tsx';
export { Stars, type StarsProps } from './Stars.tsx';
export { StarsView, type StarsViewProps } from './StarsView.tsx';
