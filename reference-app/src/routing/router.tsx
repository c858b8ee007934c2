import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { readStored, storageKeys } from '../prefs/prefs.ts';
import { StartupLoader } from '../shell/StartupLoader.tsx';
import { returnPathAfterLogin } from './access.ts';

/** Spec §2: /auth/success goes to the stored return path. */
function ToReturnPath() {
  return <Navigate to={returnPathAfterLogin(readStored(storageKeys.returnPath, 'session'))} replace />;
}

/**
 * The pages built so far. Every other path of the spec is guarded by its access rule
 * (routing/access.ts) and shows the 404 page until its issue builds it.
 * The home page is in the first download (it is the page most visits start on); the others,
 * which bring the widgets, load when first visited.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      hydrateFallbackElement: <StartupLoader />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', lazy: async () => ({ Component: (await import('../pages/login/LoginPage.tsx')).LoginPage }) },
        {
          path: 'cleaners',
          lazy: async () => ({ Component: (await import('../pages/cleaners/CleanersPage.tsx')).CleanersPage }),
        },
        { path: 'profile', lazy: async () => ({ Component: (await import('../pages/account/AccountPage.tsx')).AccountPage }) },
        { path: 'profile/stripe-connect/return', element: <Navigate to="/profile" replace /> },
        { path: 'profile/stripe-connect/refresh', element: <Navigate to="/profile" replace /> },
        { path: 'auth/success', element: <ToReturnPath /> },
        { path: 'admin', lazy: async () => ({ Component: (await import('../pages/admin/AdminPage.tsx')).AdminPage }) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
