import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { StarsViewProps } from '../ui/Stars.tsx';
import type { RatingFieldProps } from './RatingField.tsx';
import type { RatingSummaryProps } from './RatingSummary.tsx';
import type { ReceivedReviewsProps } from './ReceivedReviews.tsx';
import type { ReceivedReviewsViewProps } from './ReceivedReviewsView.tsx';
import type { ReviewCardProps } from './ReviewCard.tsx';
import type { ReviewFormProps } from './ReviewForm.tsx';
import type { ReviewFormViewProps } from './ReviewFormView.tsx';
import type { ReviewListProps } from './ReviewList.tsx';
import type { ReviewListViewProps } from './ReviewListView.tsx';
import type { StarsProps } from './Stars.tsx';
import { reviewsTexts } from './texts.ts';

const form = () => createElement(Skeleton, { height: '32rem' });
const list = () => createElement(Skeleton, { shape: 'text', lines: 6 });
const stars = () => createElement(Skeleton, { shape: 'text', width: '6rem' });

/** The review of a completed booking (reviews.create): every category checked before the call, the API's errors beside their field. */
export const ReviewForm = defineWidget<ReviewFormProps>({
  name: 'ReviewForm',
  texts: reviewsTexts,
  load: () => import('./ReviewForm.tsx').then((module) => module.ReviewForm),
  skeleton: form,
});

/** The review form with your own state, props only. */
export const ReviewFormView = defineWidget<ReviewFormViewProps>({
  name: 'ReviewFormView',
  texts: reviewsTexts,
  load: () => import('./ReviewFormView.tsx').then((module) => module.ReviewFormView),
  skeleton: form,
});

/** The signed-in person's reviews (reviews.listMine), newest first, with « show more ». */
export const ReviewList = defineWidget<ReviewListProps>({
  name: 'ReviewList',
  texts: reviewsTexts,
  load: () => import('./ReviewList.tsx').then((module) => module.ReviewList),
  skeleton: list,
});

/** Reviews with your own data: skeletons, an error with retry, an empty state, the list and « show more ». */
export const ReviewListView = defineWidget<ReviewListViewProps>({
  name: 'ReviewListView',
  texts: reviewsTexts,
  load: () => import('./ReviewListView.tsx').then((module) => module.ReviewListView),
  skeleton: list,
});

/** One review: who, when, which service, the overall stars, the comment, the details and any reply. */
export const ReviewCard = defineWidget<ReviewCardProps>({
  name: 'ReviewCard',
  texts: reviewsTexts,
  load: () => import('./ReviewCard.tsx').then((module) => module.ReviewCard),
  skeleton: () => createElement(Skeleton, { height: '8rem' }),
});

/** The overall rating in large, then each of the six other categories as a bar out of 5. */
export const RatingSummary = defineWidget<RatingSummaryProps>({
  name: 'RatingSummary',
  texts: reviewsTexts,
  load: () => import('./RatingSummary.tsx').then((module) => module.RatingSummary),
  skeleton: () => createElement(Skeleton, { height: '12rem' }),
});

/** One category's rating: five native radios drawn as stars. */
export const RatingField = defineWidget<RatingFieldProps>({
  name: 'RatingField',
  texts: reviewsTexts,
  load: () => import('./RatingField.tsx').then((module) => module.RatingField),
  skeleton: () => createElement(Skeleton, { height: '5rem' }),
});

/** A rating as five stars filled to the value, read as « 4,8 sur 5 ». */
export const Stars = defineWidget<StarsProps>({
  name: 'Stars',
  texts: reviewsTexts,
  load: () => import('./Stars.tsx').then((module) => module.Stars),
  skeleton: stars,
});

/** Five stars filled to the value, without texts of their own (decorative unless given a `label`). */
export const StarsView = defineWidget<StarsViewProps>({
  name: 'StarsView',
  texts: reviewsTexts,
  load: () => import('../ui/Stars.tsx').then((module) => module.StarsView),
  skeleton: stars,
});

/** The signed-in cleaner's reviews (/profile/reviews): the averages per category, every review about them, and a reply to each. */
export const ReceivedReviews = defineWidget<ReceivedReviewsProps>({
  name: 'ReceivedReviews',
  texts: reviewsTexts,
  load: () => import('./ReceivedReviews.tsx').then((module) => module.ReceivedReviews),
  skeleton: list,
});

/** A cleaner's received reviews with your own data: the averages, the list and the reply forms. */
export const ReceivedReviewsView = defineWidget<ReceivedReviewsViewProps>({
  name: 'ReceivedReviewsView',
  texts: reviewsTexts,
  load: () => import('./ReceivedReviewsView.tsx').then((module) => module.ReceivedReviewsView),
  skeleton: list,
});
