import { Navigate, type RouteObject } from 'react-router';

/**
 * The admin console (spec §2): one layout with its navigation around every admin page; admins
 * are kept in it by the layout's guard (access.ts).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../../pages/admin/AdminLayout.tsx')).AdminLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../../pages/admin/AdminPage.tsx')).AdminPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('../../pages/admin/AdminUsersPage.tsx')).AdminUsersPage }) },
      {
        path: 'users/:userId',
        lazy: async () => ({ Component: (await import('../../pages/admin/AdminUserPage.tsx')).AdminUserPage }),
      },
      {
        path: 'cleaners/:cleanerId',
        lazy: async () => ({
          Component: (await import('../../pages/admin/AdminCleanerAnalyticsPage.tsx')).AdminCleanerAnalyticsPage,
        }),
      },
      {
        path: 'profile-review',
        lazy: async () => ({
          Component: (await import('../../pages/admin/AdminProfileReviewPage.tsx')).AdminProfileReviewPage,
        }),
      },
      {
        path: 'partners',
        lazy: async () => ({ Component: (await import('../../pages/admin-partners/AdminPartnersPage.tsx')).AdminPartnersPage }),
      },
      {
        path: 'partners/:partnerId',
        lazy: async () => ({ Component: (await import('../../pages/admin-partners/AdminPartnerPage.tsx')).AdminPartnerPage }),
      },
      {
        path: 'health',
        lazy: async () => ({ Component: (await import('../../pages/admin/AdminHealthPage.tsx')).AdminHealthPage }),
      },
      {
        path: 'marketing',
        lazy: async () => ({
          Component: (await import('../../pages/admin-marketing/AdminMarketingPage.tsx')).AdminMarketingPage,
        }),
      },
      {
        path: 'payouts',
        lazy: async () => ({ Component: (await import('../../pages/admin/AdminPayoutsPage.tsx')).AdminPayoutsPage }),
      },
      {
        path: 'messages',
        lazy: async () => ({ Component: (await import('../../pages/admin-messages/AdminMessagesPage.tsx')).AdminMessagesPage }),
      },
    ],
  },
  // Spec §2 lists /payouts among the admin routes: the same page, under its one address.
  { path: 'payouts', element: <Navigate to="/admin/payouts" replace /> },
];
