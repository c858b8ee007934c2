import './reviews.css';

/** @propre/widgets/reviews: the review form of a completed booking, a person's reviews, and the rating summary (issue 25). */
export type { StarsViewProps } from '../ui/Stars.tsx';
export {
  commentMaxLength,
  type PublicReview,
  type Review,
  type ReviewCategory,
  type ReviewRatings,
  type ReviewSummary,
  reviewCategories,
} from './categories.ts';
export { type ReviewsPart, reviewsParts } from './parts.ts';
export type { RatingFieldProps } from './RatingField.tsx';
export type { RatingSummaryProps } from './RatingSummary.tsx';
export type { ReceivedReviewsProps } from './ReceivedReviews.tsx';
export type { ReceivedReviewsViewProps } from './ReceivedReviewsView.tsx';
export type { ReviewCardProps } from './ReviewCard.tsx';
export type { ReviewFormProps } from './ReviewForm.tsx';
export type {
  ReviewFormErrors,
  ReviewFormField,
  ReviewFormState,
  ReviewFormValues,
  ReviewFormViewProps,
} from './ReviewFormView.tsx';
export type { ReviewListProps } from './ReviewList.tsx';
export type { ReviewListStatus, ReviewListViewProps } from './ReviewListView.tsx';
export type { StarsProps } from './Stars.tsx';
export * from './widgets.ts';
