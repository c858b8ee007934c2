import type { GalleryCategory, GalleryPhoto } from '@propre/sdk';

export type { GalleryCategory, GalleryPhoto } from '@propre/sdk';
export type GalleryField = 'caption' | 'category';
export const galleryFieldOrder: readonly GalleryField[] = ['caption', 'category'];
export const galleryCategories: readonly GalleryCategory[] = ['kitchen', 'bathroom', 'living', 'office'];
/** The contract's caption length (GalleryPhotoPatch). */
export const captionMax = 140;

/** A photo's caption and room as the form edits them: '' for none. */
export interface PhotoDraft {
  caption: string;
  category: GalleryCategory | '';
}

export const draftOf = (photo: GalleryPhoto): PhotoDraft => ({ caption: photo.caption ?? '', category: photo.category ?? '' });
