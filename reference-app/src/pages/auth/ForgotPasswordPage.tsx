import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import './auth-pages.css';
import { ForgotPasswordWidget } from '@propre/widgets/auth';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from './auth-page-support.tsx';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('auth.forgot'));
  return (
    <div className="app-page app-auth">
      <ForgotPasswordWidget headingLevel={1} loginHref="/login" renderLink={routerLink} />
    </div>
  );
}
