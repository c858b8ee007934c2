import './admin-review.css';

/**
 * @propre/widgets/admin-review: the administrators' profile review (issue 36), the cleaners'
 * verification documents to approve or reject. Its own entry: no other page loads a line of it.
 */
export type { AdminReviewProps } from './AdminReview.tsx';
export type { AdminReviewStatus, AdminReviewViewProps } from './AdminReviewView.tsx';
export type { ReviewDecision } from './DocumentReview.tsx';
export type { DocumentReviewViewProps } from './DocumentReviewView.tsx';
export {
  nextSort,
  queueOrder,
  type ReviewDocument,
  type ReviewDocumentStatus,
  type ReviewFilter,
  type ReviewSort,
  type ReviewSortKey,
  reasonLength,
  reviewFilters,
  sortDocuments,
} from './model.ts';
export { type AdminReviewPart, adminReviewParts } from './parts.ts';
export * from './widgets.ts';
