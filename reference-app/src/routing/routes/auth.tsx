import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { readStored, storageKeys } from '../../prefs/prefs.ts';
import { useShell } from '../../shell/shell-context.ts';
import { returnPathAfterLogin } from '../access.ts';

/** Spec §2: /auth/success goes to the stored return path. */
function ToReturnPath() {
  const { user } = useShell();
  return <Navigate to={returnPathAfterLogin(readStored(storageKeys.returnPath, 'session'), user?.role)} replace />;
}

/** /register is the sign-up tab of /auth; a referral code (`?ref=`) comes along. */
function ToRegisterTab() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('tab', 'register');
  return <Navigate to={`/auth?${params}`} replace />;
}

/** Sign-in, sign-up, role selection, password reset and the return after sign-in (spec §2, issue 24). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../../pages/login/LoginPage.tsx')).LoginPage }) },
  { path: 'auth', lazy: async () => ({ Component: (await import('../../pages/auth/AuthPage.tsx')).AuthPage }) },
  { path: 'register', element: <ToRegisterTab /> },
  {
    path: 'auth/select-role',
    lazy: async () => ({ Component: (await import('../../pages/auth/SelectRolePage.tsx')).SelectRolePage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('../../pages/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password/:token',
    lazy: async () => ({ Component: (await import('../../pages/auth/ResetPasswordPage.tsx')).ResetPasswordPage }),
  },
  { path: 'auth/success', element: <ToReturnPath /> },
];
