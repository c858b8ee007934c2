import '@propre/widgets/login/styles.css';
import { brands } from '@propre/widgets';
import { readSignInWindowParams, type SignInMessage, signInMessageType } from '@propre/widgets/embed';
import { LoginWidget } from '@propre/widgets/login';
import { usePropre } from '@propre/widgets/provider';
import { Alert, BrandLogo, Button, ProblemAlert } from '@propre/widgets/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { StartupLoader } from '../../shell/StartupLoader.tsx';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

type Step = 'ready' | 'pending' | 'sent';

/**
 * /embed/sign-in: the window a booking widget on a partner's page opens (docs/adr/0015). On our
 * own origin, so our cookies are first-party whatever the browser does with third-party ones,
 * and the password is typed here, never on the partner's page. Once the person is signed in —
 * by the normal login widget, or already — it asks for a one-time code bound to the partner's
 * key, origin and challenge, posts it to the page that opened it (to that origin only) and closes.
 */
export function EmbedSignInPage() {
  const { t } = useAppTranslation('pages');
  const { user, sessionStatus, session, brand } = useShell();
  const { client } = usePropre();
  const params = useMemo(() => readSignInWindowParams(window.location.search), []);
  const [step, setStep] = useState<Step>('ready');
  const [error, setError] = useState<unknown>(null);
  const site = params ? hostOf(params.redirectOrigin) : '';
  const words = { site, brand: brands[brand].name };
  useDocumentTitle(t('embedSignIn.documentTitle'));

  const authorize = async () => {
    const opener = window.opener as Window | null;
    if (!params || !opener) return;
    setStep('pending');
    setError(null);
    try {
      const { data } = await client.POST('/api/auth/embed/authorizations', {
        body: {
          clientId: params.clientId,
          codeChallenge: params.codeChallenge,
          codeChallengeMethod: 'S256',
          redirectOrigin: params.redirectOrigin,
        },
      });
      if (!data) throw new TypeError('No code in the answer.');
      const message: SignInMessage = { type: signInMessageType, code: data.code, state: params.state };
      // To the partner's origin only: a page elsewhere that opened this window receives nothing.
      opener.postMessage(message, data.redirectOrigin);
      setStep('sent');
      window.close();
    } catch (failure) {
      setError(failure);
      setStep('ready');
    }
  };

  // Signing in here is the consent: the code follows at once, without a second click. Watched on
  // the session rather than the form's callback, as the form leaves the page once signed in.
  const seenSignedOut = useRef(false);
  if (sessionStatus === 'unauthenticated') seenSignedOut.current = true;
  const signedInHere = seenSignedOut.current && sessionStatus === 'authenticated';
  const asked = useRef(false);
  useEffect(() => {
    if (!signedInHere || asked.current) return;
    asked.current = true;
    void authorize();
  });

  let body: ReactNode;
  if (!params) {
    body = <Alert tone="warning">{t('embedSignIn.invalid')}</Alert>;
  } else if (!window.opener) {
    body = <Alert tone="warning">{t('embedSignIn.noOpener', words)}</Alert>;
  } else if (step === 'sent') {
    body = <Alert tone="success">{t('embedSignIn.sent', words)}</Alert>;
  } else if (sessionStatus === 'unknown') {
    return <StartupLoader />;
  } else if (sessionStatus === 'unauthenticated' || !user) {
    body = <LoginWidget headingLevel={2} title={false} subtitle={false} forgotPasswordHref="/forgot-password" />;
  } else if (signedInHere && !error) {
    body = <p className="app-embed-sign-in__note">{t('embedSignIn.sending', words)}</p>;
  } else {
    body = (
      <div className="app-embed-sign-in__account">
        <p>{t('embedSignIn.signedInAs', { name: user.name || user.email })}</p>
        <Button onClick={() => void authorize()} loading={step === 'pending'} fullWidth>
          {t('embedSignIn.continue', words)}
        </Button>
        <Button variant="ghost" onClick={() => void session.logout().catch(() => undefined)} fullWidth>
          {t('embedSignIn.otherAccount')}
        </Button>
      </div>
    );
  }
  return (
    <main className="app-embed-sign-in">
      <BrandLogo brand={brand} size={36} />
      <h1>{params ? t('embedSignIn.title', words) : t('embedSignIn.documentTitle')}</h1>
      {params && <p className="app-embed-sign-in__lead">{t('embedSignIn.lead', words)}</p>}
      {error ? <ProblemAlert error={error} /> : null}
      {body}
    </main>
  );
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
