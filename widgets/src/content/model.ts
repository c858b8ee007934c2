import type { components } from '@propre/openapi/types';

export type FaqEntry = components['schemas']['FaqEntry'];
export type FaqCategory = components['schemas']['FaqCategory'];
export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type BlogPost = components['schemas']['BlogPost'];
export type GalleryItem = components['schemas']['GalleryItem'];
export type ContactMessageRequest = components['schemas']['ContactMessageRequest'];
export type PricingTerms = components['schemas']['PricingTerms'];

/** The gallery's filters (spec §2): every room, or one of the four the spec names. */
export const galleryFilters = ['all', 'kitchen', 'bathroom', 'living', 'office'] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

/** The FAQ's categories in the order the API sorts them. */
export const faqCategories: readonly FaqCategory[] = ['general', 'clients', 'cleaners', 'payments', 'safety'];

/** The contact form's fields, in the order they are shown. */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
