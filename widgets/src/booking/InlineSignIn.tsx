import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useBookingTranslation } from './i18n.ts';

// Loaded only for a signed-out visitor: most people booking are signed in already.
const AuthWidget = lazy(async () => ({ default: (await import('../auth/index.ts')).AuthWidget }));

export interface InlineSignInProps {
  forgotPasswordHref?: string;
  /** The terms of service, linked from the sign-up form. */
  termsHref?: string;
}

/**
 * A visitor signs in, or creates a client account, without leaving the booking (two tabs, the
 * auth widgets'): the choices made so far stay in the widget, and it goes on by itself once the
 * session has a user.
 */
export function InlineSignIn({ forgotPasswordHref, termsHref }: InlineSignInProps) {
  const { t } = useBookingTranslation();
  return (
    <div className="propre-book-step propre-book-signin" data-part="step-account">
      <p className="propre-book-lead">{t('book.account.lead')}</p>
      <Suspense fallback={<Skeleton shape="rect" height="20rem" />}>
        <AuthWidget
          headingLevel={3}
          className="propre-book-auth"
          login={{ forgotPasswordHref, title: false, subtitle: false }}
          register={{ role: 'client', termsHref, title: false, subtitle: false }}
        />
      </Suspense>
    </div>
  );
}
