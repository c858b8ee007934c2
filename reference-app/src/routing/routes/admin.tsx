import type { RouteObject } from 'react-router';

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
        path: 'health',
        lazy: async () => ({ Component: (await import('../../pages/admin/AdminHealthPage.tsx')).AdminHealthPage }),
      },
      {
        path: 'messages',
        lazy: async () => ({ Component: (await import('../../pages/admin-messages/AdminMessagesPage.tsx')).AdminMessagesPage }),
      },
    ],
  },
];
