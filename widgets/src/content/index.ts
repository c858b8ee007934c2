import './content.css';

/**
 * @propre/widgets/content: the public site's content a partner can embed — the FAQ, the blog,
 * the before/after gallery and the contact form (issue 37).
 */
export type { BlogArticleProps } from './BlogArticle.tsx';
export type { BlogArticleViewProps } from './BlogArticleView.tsx';
export type { BlogListProps } from './BlogList.tsx';
export type { BlogListViewProps } from './BlogListView.tsx';
export type { ContactFormProps } from './ContactForm.tsx';
export type { ContactErrors, ContactFormViewProps, ContactValues } from './ContactFormView.tsx';
export type { ContentStateProps, ContentStatus } from './ContentState.tsx';
export type { FaqListProps } from './FaqList.tsx';
export type { FaqListViewProps } from './FaqListView.tsx';
export type { GalleryProps } from './Gallery.tsx';
export type { GalleryViewProps } from './GalleryView.tsx';
export type { ContentLinkProps, RenderContentLink } from './links.tsx';
export type { BlogPost, BlogPostSummary, ContactField, FaqCategory, FaqEntry } from './model.ts';
export { type GalleryFilter, type GalleryItem, galleryFilters, type PricingTerms as PricingTermsData } from './model.ts';
export type { PricingTermsProps } from './PricingTerms.tsx';
export type { PricingTermsViewProps } from './PricingTermsView.tsx';
export { type ContentPart, contentParts } from './parts.ts';
export * from './widgets.ts';
