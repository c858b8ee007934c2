import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import './auth-pages.css';
import { SelectRoleWidget } from '@propre/widgets/auth';
import { Navigate, useNavigate } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from './auth-page-support.tsx';

/**
 * /auth/select-role (spec §2, §4): a signed-in person without a role chooses one and goes where
 * the server answers. Signed out, there is nothing to choose for: they sign up instead.
 */
export function SelectRolePage() {
  const { t } = useAppTranslation('pages');
  const { user, sessionStatus } = useShell();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.selectRole', { brand: useBrandName() }));
  if (sessionStatus === 'unauthenticated') return <Navigate to="/auth?tab=register" replace />;
  if (user?.role) {
    // Already chosen (the API refuses a second choice): on to their onboarding.
    return <Navigate to={user.role === 'cleaner' ? '/onboarding' : '/client-onboarding'} replace />;
  }
  return (
    <div className="app-page app-auth app-auth--wide">
      <SelectRoleWidget
        headingLevel={1}
        termsHref="/terms"
        renderLink={routerLink}
        onSuccess={({ redirectTo }) => void navigate(redirectTo, { replace: true })}
      />
    </div>
  );
}
