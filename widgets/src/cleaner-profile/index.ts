/* @propre/widgets/cleaner-profile: styles of its widgets, in the propre layer (styles/index.css). */
import '../reviews/reviews.css';
import './cleaner-profile.css';

/** @propre/widgets/cleaner-profile: the public cleaner profile (issue 25). */
export { CleanerProfile, type CleanerProfileProps } from './CleanerProfile.tsx';
export {
  type CleanerProfileStatus,
  CleanerProfileView,
  type CleanerProfileViewProps,
  type ProfileReviewsState,
} from './CleanerProfileView.tsx';
export { type AvailabilityStatus, NextAvailability, type NextAvailabilityProps } from './NextAvailability.tsx';
export type { CleanerProfileClassNames, CleanerProfilePart } from './parts.ts';
export type {
  AvailabilityOccurrence,
  CleanerProfileNavigation,
  GalleryPhoto,
  ProfileLinkProps,
  PublicCleanerProfile,
} from './types.ts';
