import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { workGalleryTexts } from './texts.ts';

const widget = entryWidgets(workGalleryTexts);

const page = skeletonOf({ height: '20rem' });

/** The signed-in cleaner's work gallery: add photos (camera or file), caption and room each, delete. */
export const WorkGallery = widget('WorkGallery', () => import('./WorkGallery.tsx'), page);

/** The work gallery with your own data, props only. */
export const WorkGalleryView = widget('WorkGalleryView', () => import('./WorkGalleryView.tsx'), page);
