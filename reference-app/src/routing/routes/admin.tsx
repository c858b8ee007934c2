import type { RouteObject } from 'react-router';

/** The admin area (spec §2): admins are kept in it by the layout's guard. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', lazy: async () => ({ Component: (await import('../../pages/admin/AdminPage.tsx')).AdminPage }) },
];
