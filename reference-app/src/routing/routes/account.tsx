import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** The person's profile and account settings (spec §2, issue 24). */
export const accountRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('../../pages/account/AccountPage.tsx')).AccountPage }) },
  { path: 'profile/stripe-connect/return', element: <Navigate to="/profile" replace /> },
  { path: 'profile/stripe-connect/refresh', element: <Navigate to="/profile" replace /> },
];
