import './auth-pages.css';
import { ResetPasswordWidget } from '@propre/widgets/auth';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink, useAuthText } from './auth-page-support.tsx';

/** /reset-password/{token}: a new password from the mailed link, then on to sign-in with a toast. */
export function ResetPasswordPage() {
  const { t, ready } = useAuthText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(ready ? t('reset.title') : null);
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
