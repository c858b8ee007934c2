import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { cleanerProfileTexts } from './texts.ts';

const widget = entryWidgets(cleanerProfileTexts);

const profile = () => createElement(ProfileSkeleton, { label: false });

/** A cleaner's public profile over the API, with their reviews page by page and their next available days. */
export const CleanerProfile = widget('CleanerProfile', () => import('./CleanerProfile.tsx'), profile);

/** The public profile with your own data, props only. */
export const CleanerProfileView = widget('CleanerProfileView', () => import('./CleanerProfileView.tsx'), profile);

/** The next days a cleaner published as available, each with its hours. */
export const NextAvailability = widget(
  'NextAvailability',
  () => import('./NextAvailability.tsx'),
  skeletonOf({ shape: 'text', lines: 5 }),
);
