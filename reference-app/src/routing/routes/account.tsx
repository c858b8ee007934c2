import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** The person's profile and account settings, their reviews and referrals, and the cleaner's payouts (spec §2, issues 24 and 35). */
export const accountRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('../../pages/account/AccountPage.tsx')).AccountPage }) },
  {
    // Cleaners only: the guard (routing/access.ts) sends others to /.
    path: 'profile/payouts',
    lazy: async () => ({ Component: (await import('../../pages/payouts/PayoutsPage.tsx')).PayoutsPage }),
  },
  {
    // Cleaners only, like payouts.
    path: 'profile/calendar',
    lazy: async () => ({ Component: (await import('../../pages/calendar/CalendarPage.tsx')).CalendarPage }),
  },
  {
    // Cleaners only, as /profile/payouts.
    path: 'profile/todos',
    lazy: async () => ({ Component: (await import('../../pages/todos/TodosPage.tsx')).TodosPage }),
  },
  {
    // Cleaners only, as /profile/payouts.
    path: 'profile/gallery',
    lazy: async () => ({ Component: (await import('../../pages/work-gallery/WorkGalleryPage.tsx')).WorkGalleryPage }),
  },
  {
    path: 'profile/reviews',
    lazy: async () => ({ Component: (await import('../../pages/reviews/ProfileReviewsPage.tsx')).ProfileReviewsPage }),
  },
  {
    path: 'referrals',
    lazy: async () => ({ Component: (await import('../../pages/referrals/ReferralsPage.tsx')).ReferralsPage }),
  },
  // Where the payout provider's onboarding comes back to (spec §2).
  { path: 'profile/stripe-connect/return', element: <Navigate to="/profile" replace /> },
  { path: 'profile/stripe-connect/refresh', element: <Navigate to="/profile" replace /> },
];
