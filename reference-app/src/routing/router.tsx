import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { AccountPage } from '../pages/account/AccountPage.tsx';
import { AdminPage } from '../pages/admin/AdminPage.tsx';
import { CleanersPage } from '../pages/cleaners/CleanersPage.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { readStored, storageKeys } from '../prefs/prefs.ts';
import { returnPathAfterLogin } from './access.ts';

/** Spec §2: /auth/success goes to the stored return path. */
function ToReturnPath() {
  return <Navigate to={returnPathAfterLogin(readStored(storageKeys.returnPath, 'session'))} replace />;
}

/**
 * The pages built so far. Every other path of the spec is guarded by its access rule
 * (routing/access.ts) and shows the 404 page until its issue builds it.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'cleaners', element: <CleanersPage /> },
        { path: 'profile', element: <AccountPage /> },
        { path: 'profile/stripe-connect/return', element: <Navigate to="/profile" replace /> },
        { path: 'profile/stripe-connect/refresh', element: <Navigate to="/profile" replace /> },
        { path: 'auth/success', element: <ToReturnPath /> },
        { path: 'admin', element: <AdminPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
