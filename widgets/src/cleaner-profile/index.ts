import './cleaner-profile.css';

/** @propre/widgets/cleaner-profile: the public cleaner profile (issue 25). */
export type { CleanerProfileProps } from './CleanerProfile.tsx';
export type { CleanerProfileStatus, CleanerProfileViewProps } from './CleanerProfileView.tsx';
export type { AvailabilityStatus, NextAvailabilityProps } from './NextAvailability.tsx';
export { type CleanerProfilePart, cleanerProfileParts } from './parts.ts';
export type {
  AvailabilityOccurrence,
  CleanerProfileNavigation,
  GalleryPhoto,
  ProfileLinkProps,
  ProfileReviewsState,
  PublicCleanerProfile,
} from './types.ts';
export * from './widgets.ts';
