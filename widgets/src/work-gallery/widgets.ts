import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { workGalleryTexts } from './texts.ts';
import type { WorkGalleryProps } from './WorkGallery.tsx';
import type { WorkGalleryViewProps } from './WorkGalleryView.tsx';

const page = () => createElement(Skeleton, { height: '20rem' });

/** The signed-in cleaner's work gallery: add photos (camera or file), caption and room each, delete. */
export const WorkGallery = defineWidget<WorkGalleryProps>({
  name: 'WorkGallery',
  texts: workGalleryTexts,
  load: () => import('./WorkGallery.tsx').then((module) => module.WorkGallery),
  skeleton: page,
});

/** The work gallery with your own data, props only. */
export const WorkGalleryView = defineWidget<WorkGalleryViewProps>({
  name: 'WorkGalleryView',
  texts: workGalleryTexts,
  load: () => import('./WorkGalleryView.tsx').then((module) => module.WorkGalleryView),
  skeleton: page,
});
