import '@propre/widgets/login/styles.css';
import { LoginWidget } from '@propre/widgets/login';
import { useToast } from '@propre/widgets/provider';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /login: the login widget on the app's cookie session, with the links to password reset and
 * sign-up. Once signed in, the layout's guard sends the person to their return path (spec §2),
 * home by default.
 */
export function LoginPage() {
  const { t } = useAppTranslation('pages');
  const { t: th } = useAppTranslation('header');
  const toast = useToast();
  useDocumentTitle(t('login.title'));
  return (
    <div className="app-page app-auth">
      <LoginWidget
        headingLevel={1}
        subtitle={t('login.lead')}
        forgotPasswordHref="/forgot-password"
        createAccountHref="/auth?tab=register"
        renderLink={({ href, children, ...props }) => (
          <Link to={href} {...props}>
            {children}
          </Link>
        )}
        onSuccess={() => toast.show({ title: th('toast.loggedIn'), tone: 'success' })}
      />
      <p className="app-auth-aside">
        {t('login.browse')}{' '}
        <Link to="/cleaners" className="app-text-link">
          {th('nav.findCleaner')}
        </Link>
      </p>
    </div>
  );
}
