import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminReviewTexts } from './texts.ts';

const widget = entryWidgets(adminReviewTexts);

const page = skeletonOf({ height: '24rem' });

/** The profile review: the cleaners' documents, each previewed, approved or rejected with a reason. */
export const AdminReview = widget('AdminReview', () => import('./AdminReview.tsx'), page);

/** The review queue with your own data, props only. */
export const AdminReviewView = widget('AdminReviewView', () => import('./AdminReviewView.tsx'), page);

/** One document under review with your own data and actions, props only. */
export const DocumentReviewView = widget('DocumentReviewView', () => import('./DocumentReviewView.tsx'), page);
