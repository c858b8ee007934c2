import '@propre/widgets/cleaner-onboarding/styles.css';
import { CleanerOnboarding, CleanerOnboardingSignedOut, type OnboardingLinkProps } from '@propre/widgets/cleaner-onboarding';
import { FullScreenLoader } from '@propre/widgets/ui';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './cleaner-onboarding.css';

const routerLink = ({ href, className, children }: OnboardingLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * /onboarding (public in the spec, footer hidden by the layout): the cleaner's three steps.
 * A signed-out visitor sees what it is and the ways in: sign-in brings them back here (the
 * layout remembers this page as the return path). A client goes to the client onboarding, a
 * user without a role to the role choice. Done → /profile with the widget's success toast.
 */
export function CleanerOnboardingPage() {
  const { t } = useAppTranslation('pages');
  const { user, sessionStatus } = useShell();
  const navigate = useNavigate();
  useDocumentTitle(t('cleanerOnboarding.title'));

  if (sessionStatus === 'unknown') return <FullScreenLoader />;
  if (user && user.role === 'client') return <Navigate to="/client-onboarding" replace />;
  if (user && user.role === null) return <Navigate to="/auth/select-role" replace />;

  return (
    <div className="app-page app-onboarding">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('cleanerOnboarding.title')}</h1>
        {user && <p className="app-page-lead">{t('cleanerOnboarding.lead')}</p>}
      </header>
      {user ? (
        <CleanerOnboarding
          onComplete={() => void navigate('/profile', { replace: true })}
          onFinishLater={() => void navigate('/profile')}
        />
      ) : (
        <CleanerOnboardingSignedOut signInHref="/login" joinHref="/register?role=cleaner" renderLink={routerLink} />
      )}
    </div>
  );
}
