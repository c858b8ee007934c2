import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** The person's profile and account settings, their reviews and referrals (spec §2, issues 24 and 35). */
export const accountRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('../../pages/account/AccountPage.tsx')).AccountPage }) },
  {
    path: 'profile/reviews',
    lazy: async () => ({ Component: (await import('../../pages/reviews/ProfileReviewsPage.tsx')).ProfileReviewsPage }),
  },
  {
    path: 'referrals',
    lazy: async () => ({ Component: (await import('../../pages/referrals/ReferralsPage.tsx')).ReferralsPage }),
  },
  { path: 'profile/stripe-connect/return', element: <Navigate to="/profile" replace /> },
  { path: 'profile/stripe-connect/refresh', element: <Navigate to="/profile" replace /> },
];
