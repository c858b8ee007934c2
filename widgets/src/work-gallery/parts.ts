/**
 * The work-gallery entry's named parts: each is `workGallery<Part>` as `data-part`, the class
 * `propre-work-gallery__<part>`, and `appearance.elements.workGallery<Part>` for a partner's own class.
 */
export const workGalleryParts = [
  'root',
  'title',
  'limit',
  'upload',
  'uploadPick',
  'uploadInput',
  'uploadProblem',
  'skeleton',
  'list',
  'item',
  'image',
  'fields',
  'delete',
] as const;

export type WorkGalleryPart = (typeof workGalleryParts)[number];
