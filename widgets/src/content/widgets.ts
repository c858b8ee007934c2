import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { contentTexts } from './texts.ts';

const block = (height: string) => skeletonOf({ height });
const widget = entryWidgets(contentTexts);

/** The published FAQ by category, each question a disclosure (growth.listFaq). */
export const FaqList = widget('FaqList', () => import('./FaqList.tsx'), block('20rem'));

/** The FAQ with your own entries, props only. */
export const FaqListView = widget('FaqListView', () => import('./FaqListView.tsx'), block('20rem'));

/** The published blog posts, newest first (growth.listBlogPosts). */
export const BlogList = widget('BlogList', () => import('./BlogList.tsx'), block('20rem'));

/** Blog post cards from your own data, props only. */
export const BlogListView = widget('BlogListView', () => import('./BlogListView.tsx'), block('20rem'));

/** One published post (growth.getBlogPost). */
export const BlogArticle = widget('BlogArticle', () => import('./BlogArticle.tsx'), block('30rem'));

/** One post from your own data, props only. */
export const BlogArticleView = widget('BlogArticleView', () => import('./BlogArticleView.tsx'), block('30rem'));

/** The before/after gallery with its room filters (growth.listGallery). */
export const Gallery = widget('Gallery', () => import('./Gallery.tsx'), block('24rem'));

/** The gallery from your own pairs, props only. */
export const GalleryView = widget('GalleryView', () => import('./GalleryView.tsx'), block('24rem'));

/** The contact form to support (growth.sendContactMessage). */
export const ContactForm = widget('ContactForm', () => import('./ContactForm.tsx'), block('28rem'));

/** The contact form with your own state and sending, props only. */
export const ContactFormView = widget('ContactFormView', () => import('./ContactFormView.tsx'), block('28rem'));

/** The fees, taxes, deposit, discounts and referral amounts the API applies (growth.getPricingTerms). */
export const PricingTerms = widget('PricingTerms', () => import('./PricingTerms.tsx'), block('24rem'));

/** The pricing terms from your own data, props only. */
export const PricingTermsView = widget('PricingTermsView', () => import('./PricingTermsView.tsx'), block('24rem'));
