import { Navigate, type RouteObject } from 'react-router';

/** Finding a cleaner: search, the public profile, reviews (spec §2, issue 25). */
export const cleanersRoutes: RouteObject[] = [
  {
    path: 'cleaners',
    handle: { page: 'src/pages/cleaners/CleanersPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/cleaners/CleanersPage.tsx')).CleanersPage }),
  },
  // « Devenir nettoyeur » (spec §2): the cleaner's onboarding, which says what it is to someone
  // signed out and offers a cleaner's sign-up. A literal path: it never reaches the profile route.
  { path: 'cleaners/join', element: <Navigate to="/onboarding" replace /> },
  {
    path: 'cleaners/:slug',
    handle: { page: 'src/pages/cleaners/CleanerProfilePage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/cleaners/CleanerProfilePage.tsx')).CleanerProfilePage }),
  },
  {
    path: 'reviews',
    handle: { page: 'src/pages/reviews/ReviewsPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/reviews/ReviewsPage.tsx')).ReviewsPage }),
  },
];
