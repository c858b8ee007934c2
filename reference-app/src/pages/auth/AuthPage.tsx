import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import './auth-pages.css';
import { type AuthTab, AuthWidget } from '@propre/widgets/auth';
import { usePropre, useToast } from '@propre/widgets/provider';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { keepInvitationCode, normalizeCode, readInvitationCode } from '../referral-program/invitation-code.ts';
import { routerLink, useSignupSession } from './auth-page-support.tsx';

/**
 * /auth (and /register → /auth?tab=register): sign in or create an account, the tab in the URL;
 * `?role=cleaner` (from « Devenir nettoyeur ») starts the sign-up with that role chosen; the
 * referral code comes from `?ref=` or from the invitation link read earlier in this tab
 * (/referral-program?code=…), and is forgotten once the account exists.
 * Once signed in, the layout's guard takes the person on: the return path after a sign-in, the
 * onboarding of their role after a sign-up (useSignupSession).
 */
export function AuthPage() {
  const { t } = useAppTranslation(['pages', 'header']);
  const { session } = usePropre();
  const toast = useToast();
  const signupSession = useSignupSession(session);
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const role = params.get('role');
  const referralCode = normalizeCode(params.get('ref')) ?? readInvitationCode();
  useDocumentTitle(t(tab === 'register' ? 'auth.register' : 'auth.login'));
  return (
    <div className="app-page app-auth app-auth--wide">
      <AuthWidget
        headingLevel={1}
        tab={tab}
        onTabChange={(next) => setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true })}
        login={{ forgotPasswordHref: '/forgot-password', renderLink: routerLink }}
        register={{
          session: signupSession,
          termsHref: '/terms',
          renderLink: routerLink,
          defaultReferralCode: referralCode ?? undefined,
          defaultRole: role === 'cleaner' || role === 'client' ? role : undefined,
          successToast: true,
        }}
        onSuccess={(_user, how) => {
          if (how === 'login') toast.show({ title: t('header:toast.loggedIn'), tone: 'success' });
          else keepInvitationCode(null);
        }}
      />
    </div>
  );
}
