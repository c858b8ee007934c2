import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BlogArticleProps } from './BlogArticle.tsx';
import type { BlogArticleViewProps } from './BlogArticleView.tsx';
import type { BlogListProps } from './BlogList.tsx';
import type { BlogListViewProps } from './BlogListView.tsx';
import type { ContactFormProps } from './ContactForm.tsx';
import type { ContactFormViewProps } from './ContactFormView.tsx';
import type { FaqListProps } from './FaqList.tsx';
import type { FaqListViewProps } from './FaqListView.tsx';
import type { GalleryProps } from './Gallery.tsx';
import type { GalleryViewProps } from './GalleryView.tsx';
import type { PricingTermsProps } from './PricingTerms.tsx';
import type { PricingTermsViewProps } from './PricingTermsView.tsx';
import { contentTexts } from './texts.ts';

const block = (height: string) => () => createElement(Skeleton, { height });

/** The published FAQ by category, each question a disclosure (growth.listFaq). */
export const FaqList = defineWidget<FaqListProps>({
  name: 'FaqList',
  texts: contentTexts,
  load: () => import('./FaqList.tsx').then((module) => module.FaqList),
  skeleton: block('20rem'),
});

/** The FAQ with your own entries, props only. */
export const FaqListView = defineWidget<FaqListViewProps>({
  name: 'FaqListView',
  texts: contentTexts,
  load: () => import('./FaqListView.tsx').then((module) => module.FaqListView),
  skeleton: block('20rem'),
});

/** The published blog posts, newest first (growth.listBlogPosts). */
export const BlogList = defineWidget<BlogListProps>({
  name: 'BlogList',
  texts: contentTexts,
  load: () => import('./BlogList.tsx').then((module) => module.BlogList),
  skeleton: block('20rem'),
});

/** Blog post cards from your own data, props only. */
export const BlogListView = defineWidget<BlogListViewProps>({
  name: 'BlogListView',
  texts: contentTexts,
  load: () => import('./BlogListView.tsx').then((module) => module.BlogListView),
  skeleton: block('20rem'),
});

/** One published post (growth.getBlogPost). */
export const BlogArticle = defineWidget<BlogArticleProps>({
  name: 'BlogArticle',
  texts: contentTexts,
  load: () => import('./BlogArticle.tsx').then((module) => module.BlogArticle),
  skeleton: block('30rem'),
});

/** One post from your own data, props only. */
export const BlogArticleView = defineWidget<BlogArticleViewProps>({
  name: 'BlogArticleView',
  texts: contentTexts,
  load: () => import('./BlogArticleView.tsx').then((module) => module.BlogArticleView),
  skeleton: block('30rem'),
});

/** The before/after gallery with its room filters (growth.listGallery). */
export const Gallery = defineWidget<GalleryProps>({
  name: 'Gallery',
  texts: contentTexts,
  load: () => import('./Gallery.tsx').then((module) => module.Gallery),
  skeleton: block('24rem'),
});

/** The gallery from your own pairs, props only. */
export const GalleryView = defineWidget<GalleryViewProps>({
  name: 'GalleryView',
  texts: contentTexts,
  load: () => import('./GalleryView.tsx').then((module) => module.GalleryView),
  skeleton: block('24rem'),
});

/** The contact form to support (growth.sendContactMessage). */
export const ContactForm = defineWidget<ContactFormProps>({
  name: 'ContactForm',
  texts: contentTexts,
  load: () => import('./ContactForm.tsx').then((module) => module.ContactForm),
  skeleton: block('28rem'),
});

/** The contact form with your own state and sending, props only. */
export const ContactFormView = defineWidget<ContactFormViewProps>({
  name: 'ContactFormView',
  texts: contentTexts,
  load: () => import('./ContactFormView.tsx').then((module) => module.ContactFormView),
  skeleton: block('28rem'),
});

/** The fees, taxes, deposit, discounts and referral amounts the API applies (growth.getPricingTerms). */
export const PricingTerms = defineWidget<PricingTermsProps>({
  name: 'PricingTerms',
  texts: contentTexts,
  load: () => import('./PricingTerms.tsx').then((module) => module.PricingTerms),
  skeleton: block('24rem'),
});

/** The pricing terms from your own data, props only. */
export const PricingTermsView = defineWidget<PricingTermsViewProps>({
  name: 'PricingTermsView',
  texts: contentTexts,
  load: () => import('./PricingTermsView.tsx').then((module) => module.PricingTermsView),
  skeleton: block('24rem'),
});
