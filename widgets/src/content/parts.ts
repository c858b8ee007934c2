/**
 * The content entry's named parts: each is `content<Part>` as `data-part`, the class
 * `propre-content__<part>`, and `appearance.elements.content<Part>` for a partner's own class.
 */
export const contentParts = [
  'faq',
  'faqGroup',
  'faqGroupHeading',
  'faqItem',
  'faqQuestion',
  'faqAnswer',
  'blogList',
  'blogCard',
  'blogCardTitle',
  'blogCardLink',
  'blogCardDate',
  'blogCardSummary',
  'article',
  'articleHeader',
  'articleDate',
  'articleBody',
  'articleBack',
  'articleNotice',
  'gallery',
  'galleryFilters',
  'galleryFilter',
  'galleryGrid',
  'galleryItem',
  'galleryPair',
  'galleryImage',
  'galleryCaption',
  'contact',
  'contactField',
  'contactMessage',
  'pricing',
  'pricingGroup',
  'pricingTerms',
  'pricingTerm',
  'pricingNote',
  'skeleton',
] as const;

export type ContentPart = (typeof contentParts)[number];
