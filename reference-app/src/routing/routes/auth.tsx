import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { readStored, storageKeys } from '../../prefs/prefs.ts';
import { returnPathAfterLogin } from '../access.ts';

/** Spec §2: /auth/success goes to the stored return path. */
function ToReturnPath() {
  return <Navigate to={returnPathAfterLogin(readStored(storageKeys.returnPath, 'session'))} replace />;
}

/** Sign-in, sign-up, role selection, password reset and the return after sign-in (spec §2, issue 24). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../../pages/login/LoginPage.tsx')).LoginPage }) },
  { path: 'auth/success', element: <ToReturnPath /> },
];
