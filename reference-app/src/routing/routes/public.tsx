import type { RouteObject } from 'react-router';
import type { PublicPageKey } from '../../pages/public/public-page-keys.ts';

/** A page of text (pages/public/MarketingPage), loaded when first visited. */
const marketing = (path: string, page: PublicPageKey): RouteObject => ({
  path,
  handle: { page: 'src/pages/public/MarketingPage.tsx' },
  lazy: async () => {
    const { MarketingPage } = await import('../../pages/public/MarketingPage.tsx');
    return { element: <MarketingPage page={page} /> };
  },
});

/** The public content pages (spec §2, issue 37): the footer's and header's links. */
export const publicRoutes: RouteObject[] = [
  marketing('how-it-works', 'howItWorks'),
  {
    path: 'pricing',
    handle: { page: 'src/pages/public/PricingPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/PricingPage.tsx')).PricingPage }),
  },
  {
    path: 'faq',
    handle: { page: 'src/pages/public/FaqPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/FaqPage.tsx')).FaqPage }),
  },
  {
    path: 'gallery',
    handle: { page: 'src/pages/public/GalleryPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/GalleryPage.tsx')).GalleryPage }),
  },
  marketing('about', 'about'),
  marketing('impact', 'impact'),
  {
    path: 'contact',
    handle: { page: 'src/pages/public/ContactPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/ContactPage.tsx')).ContactPage }),
  },
  marketing('terms', 'terms'),
  marketing('privacy', 'privacy'),
  {
    path: 'blog',
    handle: { page: 'src/pages/public/BlogPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/BlogPage.tsx')).BlogPage }),
  },
  {
    path: 'blog/:slug',
    handle: { page: 'src/pages/public/BlogPostPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/BlogPostPage.tsx')).BlogPostPage }),
  },
  marketing('homeowners', 'homeowners'),
  marketing('apps', 'apps'),
  // Signed-out only (routing/access.ts): a signed-in person has their own page at /referrals.
  // Also the page an invitation link opens (`?code=`, referrals.getMine's link).
  {
    path: 'referral-program',
    handle: { page: 'src/pages/referral-program/ReferralProgramPage.tsx' },
    lazy: async () => ({
      Component: (await import('../../pages/referral-program/ReferralProgramPage.tsx')).ReferralProgramPage,
    }),
  },
  {
    path: 'city/:cityName',
    handle: { page: 'src/pages/public/CityPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/CityPage.tsx')).CityPage }),
  },
  {
    path: 'region/:regionId',
    handle: { page: 'src/pages/public/RegionPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/RegionPage.tsx')).RegionPage }),
  },
  marketing('services/nettoyage-regulier', 'serviceRegular'),
  marketing('services/nettoyage-profondeur', 'serviceDeep'),
  marketing('services/nettoyage-demenagement', 'serviceMoveOut'),
  marketing('services/nettoyage-garage', 'serviceGarage'),
  // For cleaners (spec §2, the "become a cleaner" menu); /devenir-nettoyeur is signed-out only.
  marketing('emplois-nettoyage-quebec', 'jobsQuebec'),
  marketing('emplois-menage-montreal', 'jobsMontreal'),
  marketing('nettoyeur-independant-quebec', 'independentCleaner'),
  marketing('devenir-nettoyeur', 'becomeCleaner'),
  {
    path: 'theme-test',
    handle: { page: 'src/pages/public/ThemeTestPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/ThemeTestPage.tsx')).ThemeTestPage }),
  },
  {
    path: 'color-scheme-mockup',
    handle: { page: 'src/pages/public/ColorSchemePage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/public/ColorSchemePage.tsx')).ColorSchemePage }),
  },
];
