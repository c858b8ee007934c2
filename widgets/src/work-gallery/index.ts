import './work-gallery.css';

/** @propre/widgets/work-gallery: the cleaner's work gallery management (issue 35). */
export { captionMax, type GalleryCategory, type GalleryPhoto, galleryCategories, type PhotoDraft } from './model.ts';
export { type WorkGalleryPart, workGalleryParts } from './parts.ts';
export type { WorkGalleryProps } from './WorkGallery.tsx';
export type { WorkGalleryStatus, WorkGalleryViewProps } from './WorkGalleryView.tsx';
export * from './widgets.ts';
