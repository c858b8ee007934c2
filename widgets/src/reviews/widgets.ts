import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { reviewsTexts } from './texts.ts';

const widget = entryWidgets(reviewsTexts);

const form = skeletonOf({ height: '32rem' });
const list = skeletonOf({ shape: 'text', lines: 6 });
const stars = skeletonOf({ shape: 'text', width: '6rem' });

/** The review of a completed booking (reviews.create): every category checked before the call, the API's errors beside their field. */
export const ReviewForm = widget('ReviewForm', () => import('./ReviewForm.tsx'), form);

/** The review form with your own state, props only. */
export const ReviewFormView = widget('ReviewFormView', () => import('./ReviewFormView.tsx'), form);

/** The signed-in person's reviews (reviews.listMine), newest first, with « show more ». */
export const ReviewList = widget('ReviewList', () => import('./ReviewList.tsx'), list);

/** Reviews with your own data: skeletons, an error with retry, an empty state, the list and « show more ». */
export const ReviewListView = widget('ReviewListView', () => import('./ReviewListView.tsx'), list);

/** One review: who, when, which service, the overall stars, the comment, the details and any reply. */
export const ReviewCard = widget('ReviewCard', () => import('./ReviewCard.tsx'), skeletonOf({ height: '8rem' }));

/** The overall rating in large, then each of the six other categories as a bar out of 5. */
export const RatingSummary = widget('RatingSummary', () => import('./RatingSummary.tsx'), skeletonOf({ height: '12rem' }));

/** One category's rating: five native radios drawn as stars. */
export const RatingField = widget('RatingField', () => import('./RatingField.tsx'), skeletonOf({ height: '5rem' }));

/** A rating as five stars filled to the value, read as « 4,8 sur 5 ». */
export const Stars = widget('Stars', () => import('./Stars.tsx'), stars);

/** Five stars filled to the value, without texts of their own (decorative unless given a `label`). */
export const StarsView = widget('StarsView', () => import('../ui/Stars.tsx'), stars);

/** The signed-in cleaner's reviews (/profile/reviews): the averages per category, every review about them, and a reply to each. */
export const ReceivedReviews = widget('ReceivedReviews', () => import('./ReceivedReviews.tsx'), list);

/** A cleaner's received reviews with your own data: the averages, the list and the reply forms. */
export const ReceivedReviewsView = widget('ReceivedReviewsView', () => import('./ReceivedReviewsView.tsx'), list);
