import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];

export type FaqEntry = Schemas['FaqEntry'];
export type FaqCategory = Schemas['FaqCategory'];

/** The FAQ's categories in the order the API sorts them. */
export const faqCategories: readonly FaqCategory[] = ['general', 'clients', 'cleaners', 'payments', 'safety'];

export type BlogPostSummary = Schemas['BlogPostSummary'];
export type BlogPost = Schemas['BlogPost'];
export type GalleryItem = Schemas['GalleryItem'];

/** The gallery's filters (spec §2): every room, or one of the four the spec names. */
export const galleryFilters = ['all', 'kitchen', 'bathroom', 'living', 'office'] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

export type PricingTerms = Schemas['PricingTerms'];

/** The contact form's fields, in the order they are shown (ContactMessageRequest). */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
