import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminMarketingTexts } from './texts.ts';

const widget = entryWidgets(adminMarketingTexts);

const section = skeletonOf({ height: '20rem' });
const gallery = skeletonOf({ height: '24rem' });

/** The marketing console (spec §2 /admin/marketing): one tab per section. */
export const AdminMarketing = widget('AdminMarketing', () => import('./AdminMarketing.tsx'), skeletonOf({ height: '32rem' }));

/** The newsletter's subscribers and their CSV export (admin.exportNewsletterSubscribers). */
export const Newsletter = widget('Newsletter', () => import('./Newsletter.tsx'), section);

export const NewsletterView = widget('NewsletterView', () => import('./NewsletterView.tsx'), section);

/** The discount codes handed out (admin.listDiscountCodes). */
export const DiscountCodes = widget('DiscountCodes', () => import('./DiscountCodes.tsx'), section);

export const DiscountCodesView = widget('DiscountCodesView', () => import('./DiscountCodesView.tsx'), section);

/** The referral programme's figures (referrals.getStats). */
export const ReferralFigures = widget('ReferralFigures', () => import('./ReferralFigures.tsx'), section);

export const ReferralFiguresView = widget('ReferralFiguresView', () => import('./ReferralFiguresView.tsx'), section);

/** The commercial-property leads passed to the partner (growth.listCommercialReferrals). */
export const CommercialReferrals = widget('CommercialReferrals', () => import('./CommercialReferrals.tsx'), section);

export const CommercialReferralsView = widget('CommercialReferralsView', () => import('./CommercialReferralsView.tsx'), section);

/** The gallery's pairs: publish, unpublish (growth.publishGalleryItem, growth.unpublishGalleryItem). */
export const GalleryAdmin = widget('GalleryAdmin', () => import('./GalleryAdmin.tsx'), gallery);

export const GalleryAdminView = widget('GalleryAdminView', () => import('./GalleryAdminView.tsx'), gallery);

/** The blog's posts, written in French and English (growth.listAllBlogPosts…). */
export const BlogPosts = widget('BlogPosts', () => import('./BlogPosts.tsx'), section);

export const BlogPostsView = widget('BlogPostsView', () => import('./BlogPostsView.tsx'), section);

/** The FAQ's entries in French and English (growth.listAllFaq…). */
export const FaqEntries = widget('FaqEntries', () => import('./FaqEntries.tsx'), section);

export const FaqEntriesView = widget('FaqEntriesView', () => import('./FaqEntriesView.tsx'), section);

export { BlogPostEditor, FaqEntryEditor } from './editor-widgets.ts';
