import type { RouteObject } from 'react-router';

/** Finding a cleaner: search, the public profile, reviews (spec §2, issue 25). */
export const cleanersRoutes: RouteObject[] = [
  {
    path: 'cleaners',
    lazy: async () => ({ Component: (await import('../../pages/cleaners/CleanersPage.tsx')).CleanersPage }),
  },
  {
    path: 'cleaners/:slug',
    lazy: async () => ({ Component: (await import('../../pages/cleaners/CleanerProfilePage.tsx')).CleanerProfilePage }),
  },
  {
    path: 'reviews',
    lazy: async () => ({ Component: (await import('../../pages/reviews/ReviewsPage.tsx')).ReviewsPage }),
  },
];
