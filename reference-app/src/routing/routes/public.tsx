import type { RouteObject } from 'react-router';
import type { PublicPageKey } from '../../pages/public/public-page-keys.ts';

/** A page of text (pages/public/MarketingPage), loaded when first visited. */
const marketing = (path: string, page: PublicPageKey): RouteObject => ({
  path,
  lazy: async () => {
    const { MarketingPage } = await import('../../pages/public/MarketingPage.tsx');
    return { element: <MarketingPage page={page} /> };
  },
});

/** The public content pages (spec §2, issue 37): the footer's and header's links. */
export const publicRoutes: RouteObject[] = [
  marketing('how-it-works', 'howItWorks'),
  { path: 'pricing', lazy: async () => ({ Component: (await import('../../pages/public/PricingPage.tsx')).PricingPage }) },
  { path: 'faq', lazy: async () => ({ Component: (await import('../../pages/public/FaqPage.tsx')).FaqPage }) },
  { path: 'gallery', lazy: async () => ({ Component: (await import('../../pages/public/GalleryPage.tsx')).GalleryPage }) },
  marketing('about', 'about'),
  marketing('impact', 'impact'),
  { path: 'contact', lazy: async () => ({ Component: (await import('../../pages/public/ContactPage.tsx')).ContactPage }) },
  marketing('terms', 'terms'),
  marketing('privacy', 'privacy'),
  { path: 'blog', lazy: async () => ({ Component: (await import('../../pages/public/BlogPage.tsx')).BlogPage }) },
  { path: 'blog/:slug', lazy: async () => ({ Component: (await import('../../pages/public/BlogPostPage.tsx')).BlogPostPage }) },
  marketing('homeowners', 'homeowners'),
  marketing('apps', 'apps'),
  // Signed-out only (routing/access.ts): a signed-in person has their own page at /referrals.
  marketing('referral-program', 'referralProgram'),
];
