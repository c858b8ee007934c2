import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import './auth-pages.css';
import { ResetPasswordWidget } from '@propre/widgets/auth';
import { useNavigate, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from './auth-page-support.tsx';

/** /reset-password/{token}: a new password from the mailed link, then on to sign-in with a toast. */
export function ResetPasswordPage() {
  const { t } = useAppTranslation('pages');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.reset'));
  return (
    <div className="app-page app-auth">
      <ResetPasswordWidget
        headingLevel={1}
        token={token}
        forgotPasswordHref="/forgot-password"
        loginHref="/login"
        renderLink={routerLink}
        onSuccess={() => void navigate('/login', { replace: true })}
      />
    </div>
  );
}
