import '@propre/widgets/properties/styles.css';
import '@propre/widgets/client-onboarding/styles.css';
import { ClientOnboarding, type ClientOnboardingLinkProps } from '@propre/widgets/client-onboarding';
import { FullScreenLoader } from '@propre/widgets/ui';
import { Link, Navigate } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './client-onboarding.css';

const routerLink = ({ href, className, children, onClick }: ClientOnboardingLinkProps) => (
  <Link to={href} className={className} onClick={onClick}>
    {children}
  </Link>
);

/**
 * /client-onboarding (public in the spec, footer hidden by the layout): welcome, gender, first
 * property, celebration, then the search (/cleaners). The widget is the page (its headings are
 * h1). A cleaner goes to the cleaner onboarding, a user without a role to the role choice; a
 * signed-out visitor sees the ways in, and comes back here after signing in (the layout
 * remembers the page as the return path).
 */
export function ClientOnboardingPage() {
  const { t } = useAppTranslation('pages');
  const { user, sessionStatus } = useShell();
  useDocumentTitle(t('clientOnboarding.title', { brand: useBrandName() }));

  if (sessionStatus === 'unknown') return <FullScreenLoader />;
  if (user?.role === 'cleaner') return <Navigate to="/onboarding" replace />;
  if (user && user.role === null) return <Navigate to="/auth/select-role" replace />;

  return (
    <div className="app-page app-client-onboarding">
      <ClientOnboarding headingLevel={1} searchHref="/cleaners" signInHref="/login" joinHref="/auth" renderLink={routerLink} />
    </div>
  );
}
