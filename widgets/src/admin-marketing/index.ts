/* @propre/widgets/admin-marketing: styles of its widgets, in the propre layer (styles/index.css). */
import './admin-marketing.css';

/**
 * @propre/widgets/admin-marketing: the marketing part of the admin console (issue 36) —
 * newsletter, discount codes, referral figures, commercial leads, gallery, blog and FAQ. Its own entry, so no
 * partner's page loads it.
 */
export type { AdminMarketingProps } from './AdminMarketing.tsx';
export type { BlogPostEditorProps } from './BlogPostEditor.tsx';
export type { BlogPostsProps } from './BlogPosts.tsx';
export type { BlogPostsViewProps } from './BlogPostsView.tsx';
export type { CommercialReferralsProps } from './CommercialReferrals.tsx';
export type { CommercialReferralsViewProps } from './CommercialReferralsView.tsx';
export type { DiscountCodesProps } from './DiscountCodes.tsx';
export type { DiscountCodesViewProps } from './DiscountCodesView.tsx';
export type { BlogDraft, BlogField, FaqDraft, FaqField } from './drafts.ts';
export type { FaqEntriesProps } from './FaqEntries.tsx';
export type { FaqEntriesViewProps } from './FaqEntriesView.tsx';
export type { FaqEntryEditorProps } from './FaqEntryEditor.tsx';
export type { GalleryAdminProps } from './GalleryAdmin.tsx';
export type { GalleryAdminViewProps, PairDraft, PairField } from './GalleryAdminView.tsx';
export {
  type AdminBlogPost,
  type AdminDiscountCode,
  type AdminFaqEntry,
  type CommercialLead,
  type MarketingSection,
  marketingSections,
  type ReferralStats,
  type Subscriber,
  type SubscriberStatus,
  subscribersOf,
} from './model.ts';
export type { NewsletterProps } from './Newsletter.tsx';
export type { NewsletterViewProps } from './NewsletterView.tsx';
export { type AdminMarketingPart, adminMarketingParts } from './parts.ts';
export type { ReferralFiguresProps } from './ReferralFigures.tsx';
export type { ReferralFiguresViewProps } from './ReferralFiguresView.tsx';
export * from './widgets.ts';
