import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { CleanerProfileProps } from './CleanerProfile.tsx';
import type { CleanerProfileViewProps } from './CleanerProfileView.tsx';
import type { NextAvailabilityProps } from './NextAvailability.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { cleanerProfileTexts } from './texts.ts';

const profile = () => createElement(ProfileSkeleton, { label: false });

/** A cleaner's public profile over the API, with their reviews page by page and their next available days. */
export const CleanerProfile = defineWidget<CleanerProfileProps>({
  name: 'CleanerProfile',
  texts: cleanerProfileTexts,
  load: () => import('./CleanerProfile.tsx').then((module) => module.CleanerProfile),
  skeleton: profile,
});

/** The public profile with your own data, props only. */
export const CleanerProfileView = defineWidget<CleanerProfileViewProps>({
  name: 'CleanerProfileView',
  texts: cleanerProfileTexts,
  load: () => import('./CleanerProfileView.tsx').then((module) => module.CleanerProfileView),
  skeleton: profile,
});

/** The next days a cleaner published as available, each with its hours. */
export const NextAvailability = defineWidget<NextAvailabilityProps>({
  name: 'NextAvailability',
  texts: cleanerProfileTexts,
  load: () => import('./NextAvailability.tsx').then((module) => module.NextAvailability),
  skeleton: () => createElement(Skeleton, { shape: 'text', lines: 5 }),
});
